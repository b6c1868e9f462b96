// The upload rules of the security audit (docs/security.md, docs/decisions.md#upload-file-names): one normalisation of file names, and the leading
// bytes an inline type must have.

import { MAX_FILE_BYTES } from '@shared/constants';
import {
  checkChatUpload,
  checkUploadContent,
  fileExtension,
  isArchiveOrOffice,
  kindsOfContent,
  normalizeFileName,
  uploadKind,
} from '@shared/upload';
import { describe, expect, it } from 'vitest';

const bytes = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe('normalizeFileName', () => {
  it('rule: the name is trimmed, trailing dots too', () => {
    expect(normalizeFileName('  evil.docx \t')).toEqual({ ok: true, name: 'evil.docx', extension: 'docx' });
    expect(normalizeFileName('evil.docx.')).toEqual({ ok: true, name: 'evil.docx', extension: 'docx' });
    expect(normalizeFileName('evil.docx . .')).toEqual({ ok: true, name: 'evil.docx', extension: 'docx' });
  });

  it('rule: control and bidi characters are dropped', () => {
    expect(normalizeFileName('a\u0007b\u001f.png\u007f')).toEqual({ ok: true, name: 'ab.png', extension: 'png' });
    expect(normalizeFileName('report\u202egnp.exe')).toEqual({ ok: true, name: 'reportgnp.exe', extension: 'exe' });
    expect(normalizeFileName('evil.zip\u200f')).toMatchObject({ extension: 'zip' });
  });

  it('rule: the name is Unicode NFC', () => {
    const decomposed = 'cafe\u0301.png';
    const result = normalizeFileName(decomposed);
    expect(result).toEqual({ ok: true, name: 'caf\u00e9.png', extension: 'png' });
  });

  it('rule: the extension is lower-case, after the last dot, 1-8 letters or digits', () => {
    expect(normalizeFileName('PHOTO.PNG')).toMatchObject({ name: 'PHOTO.PNG', extension: 'png' });
    expect(normalizeFileName('archive.tar.gz')).toMatchObject({ extension: 'gz' });
    expect(normalizeFileName('notes.final draft')).toMatchObject({ extension: '' });
    expect(normalizeFileName('clip.abcdefghi')).toMatchObject({ extension: '' });
    expect(normalizeFileName('.png')).toMatchObject({ extension: '' });
    expect(normalizeFileName('README')).toMatchObject({ extension: '' });
  });

  it('rule: a name with a path, with NUL, empty or over 255 characters is refused', () => {
    expect(normalizeFileName('x./etc/passwd')).toEqual({ ok: false, error: 'name must not contain a path' });
    expect(normalizeFileName('..\\win.ini')).toEqual({ ok: false, error: 'name must not contain a path' });
    expect(normalizeFileName('a.png\0')).toEqual({ ok: false, error: 'name must not contain NUL' });
    expect(normalizeFileName(' \u202e\t ')).toEqual({ ok: false, error: 'name is empty' });
    expect(normalizeFileName('...')).toEqual({ ok: false, error: 'name is empty' });
    expect(normalizeFileName('a'.repeat(252) + '.png')).toEqual({ ok: false, error: 'name is too long' });
    expect(normalizeFileName('a'.repeat(251) + '.png')).toMatchObject({ ok: true });
  });

  it('rule: every check by extension reads the normalised name', () => {
    expect(fileExtension('evil.docx ')).toBe('docx');
    expect(isArchiveOrOffice('evil.docx ')).toBe(true);
    expect(uploadKind(' photo.JPG\u0000')).toBe('image');
    expect(checkChatUpload('file', { name: 'backup.zip.', size: 1 })).toEqual({ ok: false, error: 'onlyIMG' });
    expect(checkChatUpload('image', { name: 'x.png ', size: MAX_FILE_BYTES })).toEqual({ ok: true, kind: 'image' });
  });
});

describe('kindsOfContent', () => {
  it('rule: png, jpeg, gif and bmp signatures are images', () => {
    for (const head of ['\x89PNG\r\n\x1a\n', '\xff\xd8\xff\xe0', 'GIF87a', 'GIF89a', 'BM6\x00']) {
      expect(kindsOfContent(bytes(head))).toEqual(['image']);
    }
  });

  it('rule: an ftyp box (mp4, mov) and EBML (webm) are video; OggS is video or audio', () => {
    expect(kindsOfContent(bytes('\x00\x00\x00\x18ftypmp42'))).toEqual(['video']);
    expect(kindsOfContent(bytes('\x00\x00\x00\x14ftypqt  '))).toEqual(['video']);
    expect(kindsOfContent(bytes('\x1a\x45\xdf\xa3'))).toEqual(['video']);
    expect(kindsOfContent(bytes('OggS\x00'))).toEqual(['video', 'audio']);
  });

  it('rule: ID3, an mp3 frame sync and RIFF....WAVE are audio', () => {
    expect(kindsOfContent(bytes('ID3\x04'))).toEqual(['audio']);
    expect(kindsOfContent(bytes('\xff\xfb\x90'))).toEqual(['audio']);
    expect(kindsOfContent(bytes('RIFF\x24\x00\x00\x00WAVE'))).toEqual(['audio']);
    expect(kindsOfContent(bytes('RIFF\x24\x00\x00\x00AVI '))).toEqual([]);
  });

  it('rule: HTML, text, PDF and nothing at all are no inline kind', () => {
    for (const head of ['<!doctype html>', 'hello', '%PDF-1.4', '']) {
      expect(kindsOfContent(bytes(head))).toEqual([]);
    }
  });
});

describe('checkUploadContent', () => {
  it('rule: an image, video or audio extension needs leading bytes of that kind', () => {
    expect(checkUploadContent('x.png', bytes('<!doctype html>'))).toEqual({
      ok: false,
      error: 'content is not an image (.png)',
    });
    expect(checkUploadContent('clip.MP4', bytes('\x89PNG\r\n\x1a\n'))).toEqual({
      ok: false,
      error: 'content is not a video (.mp4)',
    });
    expect(checkUploadContent('song.mp3', bytes(''))).toEqual({ ok: false, error: 'content is not audio (.mp3)' });
    expect(checkUploadContent('clip.mp4', bytes('\x00\x00\x00\x18ftypmp42'))).toEqual({ ok: true });
  });

  it('rule: the kind must agree, not the format (a PNG named .gif is a picture)', () => {
    expect(checkUploadContent('screen.gif', bytes('\x89PNG\r\n\x1a\n'))).toEqual({ ok: true });
  });

  it('rule: other files keep to their extension rules alone', () => {
    for (const name of ['notes.pdf', 'notes.txt', 'page.html', 'README']) {
      expect(checkUploadContent(name, bytes('<!doctype html>'))).toEqual({ ok: true });
    }
  });
});
