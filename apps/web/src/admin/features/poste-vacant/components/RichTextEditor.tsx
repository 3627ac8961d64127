import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import 'quill/dist/quill.bubble.css';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../../../../components/SafeHtml';
import { ta } from '../../../i18n';

export type EditorTheme = 'snow' | 'bubble';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  theme: EditorTheme;
  labelId: string;
  errorId?: string;
  invalid?: boolean;
}

// Only what the server keeps (contract §7), as buttons: Quill's pickers have no accessible name.
const TOOLBAR = [
  [{ header: 1 }, { header: 2 }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'link'],
  ['clean'],
];

// getSemanticHTML writes every space as &nbsp;, which would stop long lines from wrapping.
const toHtml = (quill: Quill) => (quill.getLength() <= 1 ? '' : quill.getSemanticHTML().replaceAll('&nbsp;', ' '));

/** Quill 2 editor (lazy chunk with its CSS); switching the theme rebuilds it with the same text. */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  theme,
  labelId,
  errorId,
  invalid,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ value, onChange, onBlur });
  latest.current = { value, onChange, onBlur };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const container = host.appendChild(document.createElement('div'));
    const quill = new Quill(container, {
      theme,
      modules: { toolbar: TOOLBAR },
      placeholder: ta('admin.posteVacant.editor.placeholder'),
    });
    if (latest.current.value) {
      // setContents, unlike dangerouslyPasteHTML, does not move the focus into the editor.
      quill.setContents(quill.clipboard.convert({ html: sanitizeHtml(latest.current.value) }), 'silent');
    }
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-labelledby', labelId);
    quill.on('text-change', () => latest.current.onChange(toHtml(quill)));
    quill.root.addEventListener('blur', () => latest.current.onBlur?.());
    return () => {
      host.replaceChildren();
    };
  }, [theme, labelId]);

  useEffect(() => {
    const root = hostRef.current?.querySelector('.ql-editor');
    if (!root) return;
    root.setAttribute('aria-invalid', String(Boolean(invalid)));
    if (errorId && invalid) root.setAttribute('aria-describedby', errorId);
    else root.removeAttribute('aria-describedby');
  });

  return <div ref={hostRef} className={`rich-text-editor bg-white${invalid ? ' border border-danger' : ''}`} />;
}
