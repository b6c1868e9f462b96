import { describe, it, expect } from 'vitest';
import * as C from '../../../shared/constants';

describe('constants', () => {
  it('rule: section 9 limits keep the values of the spec and DECISIONS', () => {
    expect({
      REQUEST_TIMEOUT_UPLOAD_MS: C.REQUEST_TIMEOUT_UPLOAD_MS,
      REQUEST_TIMEOUT_MS: C.REQUEST_TIMEOUT_MS,
      LONG_POLL_WAIT_MS: C.LONG_POLL_WAIT_MS,
      POLL_INTERVAL_MS: C.POLL_INTERVAL_MS,
      HISTORY_PAGE_SIZE: C.HISTORY_PAGE_SIZE,
      HISTORY_FIRST_MAX_TIME: C.HISTORY_FIRST_MAX_TIME,
      VISITOR_TYPING_DEBOUNCE_MS: C.VISITOR_TYPING_DEBOUNCE_MS,
      ROBOT_TIPS_DEBOUNCE_MS: C.ROBOT_TIPS_DEBOUNCE_MS,
      ROBOT_TIP_DISPLAY_MS: C.ROBOT_TIP_DISPLAY_MS,
      TRANSFER_LOCK_MS: C.TRANSFER_LOCK_MS,
      FAQ_PAGE_SIZE: C.FAQ_PAGE_SIZE,
      MAX_ATTACHMENTS: C.MAX_ATTACHMENTS,
      MAX_FILE_BYTES: C.MAX_FILE_BYTES,
      RATING_COMMENT_MAX: C.RATING_COMMENT_MAX,
      STAR_MIN: C.STAR_MIN,
      STAR_MAX: C.STAR_MAX,
      STAR_DEFAULT: C.STAR_DEFAULT,
      ROBOT_SOLVED: C.ROBOT_SOLVED,
      ROBOT_UNSOLVED: C.ROBOT_UNSOLVED,
      IMAGE_PROGRESS_STEP: C.IMAGE_PROGRESS_STEP,
      IMAGE_PROGRESS_STEP_MS: C.IMAGE_PROGRESS_STEP_MS,
      IMAGE_PROGRESS_CAP: C.IMAGE_PROGRESS_CAP,
      AGENT_TYPING_TITLE_MS: C.AGENT_TYPING_TITLE_MS,
      AUTO_ANSWER_DELAY_MS: C.AUTO_ANSWER_DELAY_MS,
      SCROLL_MS: C.SCROLL_MS,
      SCROLL_TO_BOTTOM_DELAY_MS: C.SCROLL_TO_BOTTOM_DELAY_MS,
      ROBOT_GUIDE_DELAY_MS: C.ROBOT_GUIDE_DELAY_MS,
      AUTO_TRANSFER_DELAY_MS: C.AUTO_TRANSFER_DELAY_MS,
      EMOJI_COUNT: C.EMOJI_COUNT,
      TOAST_MS: C.TOAST_MS,
      TOAST_SUCCESS_MS: C.TOAST_SUCCESS_MS,
      VISITOR_ID_TTL_MS: C.VISITOR_ID_TTL_MS,
      TIMEOUT_MINUTE_MS: C.TIMEOUT_MINUTE_MS,
      TITLE_FLASH_MS: C.TITLE_FLASH_MS,
      LEAVE_TEXTAREA_ROWS: C.LEAVE_TEXTAREA_ROWS,
      LEAVE_TEMPLATE_DELAY_MS: C.LEAVE_TEMPLATE_DELAY_MS,
      AD_CAROUSEL_HEIGHT_PX: C.AD_CAROUSEL_HEIGHT_PX,
      SECONDS_THRESHOLD: C.SECONDS_THRESHOLD,
      FORM_DESKTOP_WIDTH_PX: C.FORM_DESKTOP_WIDTH_PX,
      MOBILE_WIDTH_BELOW_PX: C.MOBILE_WIDTH_BELOW_PX,
      MAX_UNREAD_SHOWN: C.MAX_UNREAD_SHOWN,
    }).toEqual({
      REQUEST_TIMEOUT_UPLOAD_MS: 3_000_000,
      REQUEST_TIMEOUT_MS: 15_000,
      LONG_POLL_WAIT_MS: 25_000,
      POLL_INTERVAL_MS: 2_000,
      HISTORY_PAGE_SIZE: 20,
      HISTORY_FIRST_MAX_TIME: 0,
      VISITOR_TYPING_DEBOUNCE_MS: 300,
      ROBOT_TIPS_DEBOUNCE_MS: 500,
      ROBOT_TIP_DISPLAY_MS: 5_000,
      TRANSFER_LOCK_MS: 5_000,
      FAQ_PAGE_SIZE: 5,
      MAX_ATTACHMENTS: 3,
      MAX_FILE_BYTES: 52_428_800,
      RATING_COMMENT_MAX: 60,
      STAR_MIN: 1,
      STAR_MAX: 5,
      STAR_DEFAULT: 5,
      ROBOT_SOLVED: 1,
      ROBOT_UNSOLVED: 0,
      IMAGE_PROGRESS_STEP: 5,
      IMAGE_PROGRESS_STEP_MS: 1_000,
      IMAGE_PROGRESS_CAP: 95,
      AGENT_TYPING_TITLE_MS: 1_200,
      AUTO_ANSWER_DELAY_MS: 200,
      SCROLL_MS: 500,
      SCROLL_TO_BOTTOM_DELAY_MS: 1_000,
      ROBOT_GUIDE_DELAY_MS: 1_000,
      AUTO_TRANSFER_DELAY_MS: 1_000,
      EMOJI_COUNT: 50,
      TOAST_MS: 3_000,
      TOAST_SUCCESS_MS: 2_000,
      VISITOR_ID_TTL_MS: 504_000_000,
      TIMEOUT_MINUTE_MS: 60_000,
      TITLE_FLASH_MS: 800,
      LEAVE_TEXTAREA_ROWS: 5,
      LEAVE_TEMPLATE_DELAY_MS: 1_000,
      AD_CAROUSEL_HEIGHT_PX: 150,
      SECONDS_THRESHOLD: 1e10,
      FORM_DESKTOP_WIDTH_PX: 600,
      MOBILE_WIDTH_BELOW_PX: 1_024,
      MAX_UNREAD_SHOWN: 99,
    });
  });

  it('rule: 50 MB is 52,428,800 bytes (DECISIONS: file size)', () => {
    expect(C.MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
  });

  it('rule: a long poll times out after its wait plus 10 s (DECISIONS: request timeout)', () => {
    expect(C.LONG_POLL_CLIENT_TIMEOUT_MS).toBe(35_000);
  });

  it('rule: visitor status 0 ended, 1 robot, 2 agent, 3 queued (DECISIONS: visitor status)', () => {
    expect(C.VISITOR_STATUS).toEqual({ ended: 0, robot: 1, agent: 2, queued: 3 });
  });

  it('rule: senderType 1 visitor, 2 agent, 3 robot, 4 system (DECISIONS: senderType)', () => {
    expect(C.SENDER_TYPE).toEqual({ visitor: 1, agent: 2, robot: 3, system: 4 });
  });

  it('rule: transfer results 1 no agent, 2 connected, 3 queued, 4 failed, 5 off hours', () => {
    expect(Object.values(C.TRANSFER_RESULT)).toEqual([1, 2, 3, 4, 5]);
  });

  it('rule: poll events 1200 to 1208 each mean one thing', () => {
    const codes = Object.values(C.POLL_EVENT);
    expect(new Set(codes).size).toBe(codes.length);
    expect(C.POLL_EVENT.chatEnded).toBe(1202);
    expect(C.POLL_EVENT.agentTyping).toBe(1204);
  });

  it('rule: work-order statuses 0, 1, 2, 3 and closed as 5 or 99; four priorities', () => {
    expect(Object.values(C.WORK_ORDER_STATUS)).toEqual([0, 1, 2, 3, 5, 99]);
    expect(Object.keys(C.WORK_ORDER_PRIORITY)).toHaveLength(4);
  });

  it('rule: display levels 0 low, 1 normal, 2 warning, 3 danger', () => {
    expect(C.DISPLAY_LEVEL).toEqual({ low: 0, normal: 1, warning: 2, danger: 3 });
  });

  it('rule: message, menu and receive-mode codes are unique within their set', () => {
    for (const codes of [C.MSG_TYPE, C.MENU_TYPE, C.RECEIVE_MODE, C.FIELD_TYPE]) {
      const values = Object.values(codes);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
