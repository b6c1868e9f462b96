// Import and export on the Knowledge page. An export is the shown tenant's documents as a CSV or
// JSON file, written here as the server reads it back (shared/knowledgeFile.ts); an import
// sends a file's text, merged (added and updated) or replacing (the documents it lacks removed),
// and the server saves all of it or, with any problem, nothing.
import type { AdminReplies } from '@shared/api';
import { KNOWLEDGE_FILE_FORMATS, type KnowledgeEntry, type KnowledgeFileFormat } from '@shared/api/knowledge';
import { formatKnowledgeFile, parseKnowledgeFile } from '@shared/knowledgeFile';
import { callAdmin } from '../api/agentClient';
import { knowledgeChanged } from './knowledgeBase';
import { listChanged } from './knowledgeDraft';
import { shownTenant, tenantField } from './shownTenant';

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
  now = new Date(),
) {
  const day = now.toISOString().slice(0, 10);
  return {
    name: `knowledge-${tenantId}-${day}.${format}`,
    type: format == 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
    text: formatKnowledgeFile(docs, format),
  };
}

export const exportKnowledge = (docs: readonly KnowledgeEntry[], format: KnowledgeFileFormat) =>
  exportFile(docs, format, shownTenant() ?? 'knowledge');

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
  }
  return outcome;
}
