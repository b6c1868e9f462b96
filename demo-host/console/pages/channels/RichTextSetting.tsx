// A rich text of the channel (the robot's welcome, the leave-message title) in the console's rich-text editor. The HTML
// stored may have been written by anyone with the admin API, so it is sanitised before the
// editor shows it; the widget sanitises it again where visitors see it.
import { sanitizeHtml } from '@shared/ui/sanitizeHtml';
import { useEffect, useRef } from 'react';
import { RichEditor } from '../../components/RichEditor';
import { useT } from '../../i18n';
import { Row } from './fields';

interface Props {
  path: string;
  label: string;
  help: string;
  problem?: string | undefined;
  maxLength: number;
  value: string;
  onValue: (html: string) => void;
}

export function RichTextSetting({ path, label, help, problem, maxLength, value, onValue }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);

  // The draft changed from elsewhere (loaded, restored): shown again, unless the owner is typing in it.
  useEffect(() => {
    let current = true;
    void sanitizeHtml(value).then((clean) => {
      const element = box.current;
      if (current && element && element.innerHTML != value && document.activeElement != element)
        element.innerHTML = clean;
    });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <Row path={path} label={label} help={help} problem={problem}>
      {(id, describedBy) => (
        <>
          <RichEditor
            editorRef={box}
            label={label}
            // Kept sanitised, as the widget will show it: the draft never holds what it would drop.
            onInput={() => void sanitizeHtml(box.current?.innerHTML ?? '').then(onValue)}
            boxProps={{ id, 'aria-describedby': describedBy, 'aria-invalid': problem ? true : undefined }}
          />
          <span class={value.length > maxLength ? 'channel-count error' : 'channel-count'}>
            {t('channelBasics.count', { count: value.length, max: maxLength })}
          </span>
        </>
      )}
    </Row>
  );
}
