import * as codes from '@shared/codes';
import { AGENT_MSG_TYPES, isVisitorMsgType, MSG_TYPE, VISITOR_MSG_TYPES } from '@shared/codes';
import { MAX_FILE_BYTES } from '@shared/constants';
import { MSG_TYPE_OF_UPLOAD, type UploadKind, uploadKindOfMessage } from '@shared/upload';
import { describe, expect, it } from 'vitest';

const tables = (Object.entries(codes) as [string, unknown][]).filter(
  (entry): entry is [string, Record<string, string | number>] =>
    typeof entry[1] == 'object' && !Array.isArray(entry[1]),
);

describe('the wire codes', () => {
  it('rule: within each table a code means one thing', () => {
    expect(tables.length).toBeGreaterThan(15);
    for (const [name, table] of tables) {
      const values = Object.values(table);
      expect(new Set(values).size, name).toBe(values.length);
    }
  });

  it('rule: a visitor never sends rich text, link cards or the robot’s own kinds', () => {
    for (const type of [MSG_TYPE.richText, MSG_TYPE.linkCard, MSG_TYPE.autoTipList, MSG_TYPE.faqPanel])
      expect(isVisitorMsgType(type)).toBe(false);
    for (const type of VISITOR_MSG_TYPES) expect(isVisitorMsgType(type)).toBe(true);
  });

  it('rule: an agent sends text, files, cards, rich text and dynamic forms, never robot answers or external-submit forms', () => {
    expect(AGENT_MSG_TYPES).toContain(MSG_TYPE.richText);
    expect(AGENT_MSG_TYPES).toContain(MSG_TYPE.dynamicForm);
    for (const type of [MSG_TYPE.card, MSG_TYPE.externalForm, MSG_TYPE.autoTipList, MSG_TYPE.faqPanel])
      expect(AGENT_MSG_TYPES).not.toContain(type);
  });

  it('rule: every upload kind is sent as its own message type, and that type asks for that kind back', () => {
    for (const kind of Object.keys(MSG_TYPE_OF_UPLOAD) as UploadKind[]) {
      const msgType = MSG_TYPE_OF_UPLOAD[kind];
      expect(uploadKindOfMessage(msgType)).toBe(kind == 'file' ? 'any' : kind);
    }
    expect(new Set(Object.values(MSG_TYPE_OF_UPLOAD)).size).toBe(4);
  });

  it('rule: text, rich text and cards are not file messages', () => {
    for (const type of [MSG_TYPE.text, MSG_TYPE.richText, MSG_TYPE.goodsCard, MSG_TYPE.card])
      expect(uploadKindOfMessage(type)).toBeUndefined();
  });

  it('rule: 50 MB is 52,428,800 bytes (docs/decisions.md#file-size)', () => {
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
  });
});
