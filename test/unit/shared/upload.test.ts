import { MAX_FILE_BYTES } from '@shared/constants';
import {
  checkAttachment,
  checkAttachmentCount,
  checkChatUpload,
  fileExtension,
  isArchiveOrOffice,
  uploadKind,
} from '@shared/upload';
import { describe, expect, it } from 'vitest';

const small = 1024;

describe('uploadKind', () => {
  it('rule: gif, jpeg, png, jpg and bmp are images', () => {
    for (const name of ['a.gif', 'a.jpeg', 'a.png', 'a.jpg', 'a.bmp']) {
      expect(uploadKind(name)).toBe('image');
    }
  });

  it('rule: kind by extension ignores letter case', () => {
    expect(uploadKind('PHOTO.JPG')).toBe('image');
    expect(uploadKind('Clip.Mp4')).toBe('video');
  });

  it('rule: video types are video', () => {
    for (const name of ['a.mp4', 'a.webm', 'a.mov', 'a.m4v', 'a.ogv']) {
      expect(uploadKind(name)).toBe('video');
    }
  });

  it('rule: mp3, wav and ogg are audio', () => {
    for (const name of ['a.mp3', 'a.wav', 'a.ogg']) {
      expect(uploadKind(name)).toBe('audio');
    }
  });

  it('rule: anything else is a file', () => {
    for (const name of ['a.pdf', 'a.txt', 'README', 'a.avi', '.png', 'a.png.exe']) {
      expect(uploadKind(name)).toBe('file');
    }
  });

  it('rule: only the last extension counts', () => {
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('isArchiveOrOffice', () => {
  it('rule: archive extensions are refused', () => {
    for (const name of ['a.zip', 'a.rar', 'a.7z', 'a.tar', 'a.tar.gz', 'a.tgz', 'a.bz2']) {
      expect(isArchiveOrOffice(name)).toBe(true);
    }
  });

  it('rule: office extensions are refused', () => {
    for (const name of ['a.doc', 'a.DOCX', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx']) {
      expect(isArchiveOrOffice(name)).toBe(true);
    }
  });

  it('rule: other files are neither archive nor office', () => {
    expect(isArchiveOrOffice('a.pdf')).toBe(false);
    expect(isArchiveOrOffice('a.png')).toBe(false);
  });
});

describe('checkChatUpload', () => {
  it('rule: the image button takes images only', () => {
    expect(checkChatUpload('image', { name: 'a.png', size: small })).toEqual({ ok: true, kind: 'image' });
    expect(checkChatUpload('image', { name: 'a.mp4', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
    expect(checkChatUpload('image', { name: 'a.pdf', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
  });

  it('rule: the video button takes videos only', () => {
    expect(checkChatUpload('video', { name: 'a.webm', size: small })).toEqual({ ok: true, kind: 'video' });
    expect(checkChatUpload('video', { name: 'a.png', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
  });

  it('rule: the file button takes anything but archives and office documents', () => {
    expect(checkChatUpload('file', { name: 'a.pdf', size: small })).toEqual({ ok: true, kind: 'file' });
    expect(checkChatUpload('file', { name: 'a.mp3', size: small })).toEqual({ ok: true, kind: 'audio' });
    expect(checkChatUpload('file', { name: 'a.png', size: small })).toEqual({ ok: true, kind: 'image' });
    expect(checkChatUpload('file', { name: 'a.zip', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
    expect(checkChatUpload('file', { name: 'a.docx', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
  });

  it('rule: exactly 52,428,800 bytes is allowed', () => {
    expect(checkChatUpload('file', { name: 'a.pdf', size: 52_428_800 })).toEqual({ ok: true, kind: 'file' });
  });

  it('rule: over 52,428,800 bytes is refused with fileMax', () => {
    expect(checkChatUpload('file', { name: 'a.pdf', size: MAX_FILE_BYTES + 1 })).toEqual({
      ok: false,
      error: 'fileMax',
    });
    expect(checkChatUpload('image', { name: 'a.png', size: MAX_FILE_BYTES + 1 })).toEqual({
      ok: false,
      error: 'fileMax',
    });
  });

  it('rule: a wrong type is reported before a wrong size', () => {
    expect(checkChatUpload('file', { name: 'a.zip', size: MAX_FILE_BYTES + 1 })).toEqual({
      ok: false,
      error: 'onlyIMG',
    });
  });
});

describe('checkAttachment', () => {
  it('rule: leave-message and work-order attachments are images or videos', () => {
    expect(checkAttachment({ name: 'a.jpg', size: small })).toEqual({ ok: true, kind: 'image' });
    expect(checkAttachment({ name: 'a.mov', size: small })).toEqual({ ok: true, kind: 'video' });
    expect(checkAttachment({ name: 'a.pdf', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
    expect(checkAttachment({ name: 'a.mp3', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
    expect(checkAttachment({ name: 'a.xlsx', size: small })).toEqual({ ok: false, error: 'onlyIMG' });
  });

  it('rule: attachments up to 52,428,800 bytes, not one byte more', () => {
    expect(checkAttachment({ name: 'a.png', size: 52_428_800 })).toEqual({ ok: true, kind: 'image' });
    expect(checkAttachment({ name: 'a.png', size: 52_428_801 })).toEqual({ ok: false, error: 'fileMax' });
  });
});

describe('checkAttachmentCount', () => {
  it('rule: at most 3 attachments', () => {
    expect(checkAttachmentCount(0, 3)).toEqual({ ok: true });
    expect(checkAttachmentCount(2, 1)).toEqual({ ok: true });
    expect(checkAttachmentCount(3, 1)).toEqual({ ok: false, error: 'maxCount' });
    expect(checkAttachmentCount(1, 3)).toEqual({ ok: false, error: 'maxCount' });
  });
});

describe('picture progress', () => {
  it('rule: up 5 per second to 95 while uploading, 100 on success', async () => {
    const { pictureProgress } = await import('@shared/upload');
    expect([0, 999, 1000, 2500, 19_000, 60_000].map((ms) => pictureProgress(ms, false))).toEqual([0, 0, 5, 10, 95, 95]);
    expect(pictureProgress(1000, true)).toBe(100);
  });
});
