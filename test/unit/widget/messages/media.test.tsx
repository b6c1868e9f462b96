import { formatFileSize } from '@shared/ui/formatFileSize';
import { AudioMessage } from '@widget/messages/AudioMessage';
import { FileMessage } from '@widget/messages/FileMessage';
import { ImageMessage } from '@widget/messages/ImageMessage';
import { VideoMessage } from '@widget/messages/VideoMessage';
import { describe, expect, it } from 'vitest';
import { mount, shown } from './renderMessage';

const UNSAFE = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];

describe('ImageMessage (msgType 2)', () => {
  it('rule: the image opens in a new tab; alt is the file name', () => {
    const el = mount(
      <ImageMessage message={shown({ msgType: 2, msgContent: '/api/files/7/shoe.png', fileName: 'shoe.png' })} />,
    );
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/api/files/7/shoe.png');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const img = link.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/files/7/shoe.png');
    expect(img.getAttribute('alt')).toBe('shoe.png');
  });

  it('rule: without a file name the alt is the i18n text', () => {
    const el = mount(<ImageMessage message={shown({ msgType: 2, msgContent: 'https://cdn.example.com/a.png' })} />);
    expect(el.querySelector('img')?.getAttribute('alt')).toBe('message.image');
  });

  it.each(UNSAFE)('rule: image refuses the unsafe URL %s and shows it as text', (url) => {
    const el = mount(<ImageMessage message={shown({ msgType: 2, msgContent: url })} />);
    expect(el.querySelector('img, a')).toBeNull();
    expect(el.textContent).toBe(url);
  });
});

describe('FileMessage (msgType 4)', () => {
  it('rule: a file shows its name, a human-readable size and a download link', () => {
    const el = mount(
      <FileMessage
        message={shown({ msgType: 4, msgContent: '/api/files/9/manual.pdf', fileName: 'Manual.pdf', size: 1_572_864 })}
      />,
    );
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/api/files/9/manual.pdf');
    expect(link.getAttribute('download')).toBe('Manual.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(el.querySelector('.msg-file__name')?.textContent).toBe('Manual.pdf');
    expect(el.querySelector('.msg-file__size')?.textContent).toBe('1.5 MB');
    expect(el.querySelector('.msg-file__download')?.textContent).toBe('message.download');
  });

  it('rule: without a file name the last part of the URL is the name', () => {
    const el = mount(
      <FileMessage message={shown({ msgType: 4, msgContent: 'https://x.example/files/r%C3%A9sum%C3%A9.pdf?v=2' })} />,
    );
    expect(el.querySelector('.msg-file__name')?.textContent).toBe('résumé.pdf');
    expect(el.querySelector('.msg-file__size')).toBeNull();
  });

  it.each(UNSAFE)('rule: file refuses the unsafe URL %s and shows it as text', (url) => {
    const el = mount(<FileMessage message={shown({ msgType: 4, msgContent: url, fileName: 'x.pdf' })} />);
    expect(el.querySelector('a')).toBeNull();
    expect(el.textContent).toBe(url);
  });
});

describe('VideoMessage (msgType 6) and AudioMessage (msgType 5)', () => {
  it('rule: a video plays inline with controls and loads only its metadata', () => {
    const el = mount(<VideoMessage message={shown({ msgType: 6, msgContent: '/api/files/3/clip.mp4' })} />);
    const video = el.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/files/3/clip.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
  });

  it.each(UNSAFE)('rule: video refuses the unsafe URL %s and shows it as text', (url) => {
    const el = mount(<VideoMessage message={shown({ msgType: 6, msgContent: url })} />);
    expect(el.querySelector('video')).toBeNull();
    expect(el.textContent).toBe(url);
  });

  it('rule: audio has controls', () => {
    const el = mount(<AudioMessage message={shown({ msgType: 5, msgContent: '/api/files/4/voice.mp3' })} />);
    const audio = el.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/api/files/4/voice.mp3');
    expect(audio.hasAttribute('controls')).toBe(true);
  });

  it.each(UNSAFE)('rule: audio refuses the unsafe URL %s and shows it as text', (url) => {
    const el = mount(<AudioMessage message={shown({ msgType: 5, msgContent: url })} />);
    expect(el.querySelector('audio')).toBeNull();
    expect(el.textContent).toBe(url);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [20_480, '20 KB'],
    [52_428_800, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('rule: %d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('rule: an unknown size is empty', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});
