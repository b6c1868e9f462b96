// Import and export on the Knowledge page. An export is the shown tenant's documents as a CSV or
// JSON file (JSON with the robot's word lists as saved), written here as the server reads it
// back (shared/knowledgeFile.ts); an import
// sends a file's text, merged (added and updated) or replacing (the documents it lacks removed),
// and the server saves all of it or, with any problem, nothing.
import type { AdminReplies } from '@shared/api';
import {
  KNOWLEDGE_FILE_FORMATS,
  type KnowledgeEntry,
  type KnowledgeFileFormat,
  type KnowledgeLists,
} from '@shared/api/knowledge';
import { formatKnowledgeFile, parseKnowledgeFile } from '@shared/knowledgeFile';
import { callAdmin } from '../api/agentClient';
import { knowledgeChanged } from './knowledgeBase';
import { listChanged } from './knowledgeDraft';
import { shownTenant, tenantField } from './shownTenant';
import { loadSynonyms } from './synonyms';

export type ImportMode = 'merge' | 'replace';
export type ImportOutcome = AdminReplies['importKnowledge'];

/** A file's format by its name's ending (.csv, .json), case aside; undefined for any other. */
export function fileFormatOf(name: string): KnowledgeFileFormat | undefined {
  const ending = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return KNOWLEDGE_FILE_FORMATS.find((format) => format == ending);
}

/** The file an export downloads: named after the tenant and the day, its text and type. */
export function exportFile(
  docs: readonly KnowledgeEntry[],
  format: KnowledgeFileFormat,
  tenantId: string,
  lists?: KnowledgeLists,
  now = new Date(),
) {
  const day = now.toISOString().slice(0, 10);
  return {
    name: `knowledge-${tenantId}-${day}.${format}`,
    type: format == 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
    text: formatKnowledgeFile(docs, format, lists),
  };
}

/** The file of the shown tenant's documents; in JSON with the word lists as the server has them now. */
export async function exportKnowledge(docs: readonly KnowledgeEntry[], format: KnowledgeFileFormat) {
  const tenant = shownTenant() ?? 'knowledge';
  if (format != 'json') return exportFile(docs, format, tenant);
  const { byLang, notCovered } = await callAdmin('synonyms', tenantField());
  return exportFile(docs, format, tenant, { synonyms: byLang, notCovered });
}

/**
 * How many documents a replace would remove: those whose docId the file does not name. A file
 * that cannot be read removes nothing (the server refuses it whole); undefined then.
 */
export function removedByReplace(docs: readonly KnowledgeEntry[], text: string, format: KnowledgeFileFormat) {
  const parsed = parseKnowledgeFile(text, format);
  if (parsed.problems.length) return undefined;
  const kept = new Set(parsed.docs.map((doc) => doc.docId));
  return docs.filter((doc) => !kept.has(doc.docId)).length;
}

export async function importKnowledge(
  text: string,
  format: KnowledgeFileFormat,
  mode: ImportMode,
): Promise<ImportOutcome> {
  const outcome = await callAdmin('importKnowledge', { ...tenantField(), format, text, mode });
  if (!outcome.problems.length) {
    await knowledgeChanged();
    listChanged();
    if (outcome.lists.length) await loadSynonyms();
  }
  return outcome;
}
