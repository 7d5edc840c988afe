import { Input, Stack } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { IconMathFunction, IconMathIntegralX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardForm } from '../../card-form';
import { InsertPicture } from './InsertPicture';

function HtmlSide({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false }),
      // pictures inside the text (issue 27): uploaded, with alt text (InsertPicture)
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    immediatelyRender: false,
    // An empty editor holds '<p></p>': store it as empty so the 'fill in all fields' rule sees it.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Input.Wrapper label={label}>
      <RichTextEditor editor={editor} data-testid={testId} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <InsertPicture editor={editor} testId={testId} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {/* formulas as text (docs/formulas.md): the selection goes inside, rendered for the learner */}
            {(['inline', 'display'] as const).map((kind) => (
              <RichTextEditor.Control
                key={kind}
                onClick={() => {
                  if (!editor) return;
                  const [open, close] = kind === 'display' ? ['\\[', '\\]'] : ['\\(', '\\)'];
                  const { from, to } = editor.state.selection;
                  const selected = editor.state.doc.textBetween(from, to);
                  editor
                    .chain()
                    .focus()
                    .insertContentAt({ from, to }, `${open}${selected}${close}`)
                    .setTextSelection(from + open.length + selected.length)
                    .run();
                }}
                aria-label={t(kind === 'display' ? 'formula.display' : 'formula.inline')}
                title={t(kind === 'display' ? 'formula.display' : 'formula.inline')}
                data-testid={`${testId}-formula-${kind}`}
              >
                {kind === 'display' ? (
                  <IconMathIntegralX size={16} stroke={1.5} aria-hidden />
                ) : (
                  <IconMathFunction size={16} stroke={1.5} aria-hidden />
                )}
              </RichTextEditor.Control>
            ))}
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** HTML card (type 2): front and back in Mantine's tiptap editor (cleaned on the server on save). */
export default function HtmlFields({
  value,
  onChange,
}: {
  value: CardForm['html'];
  onChange(next: CardForm['html']): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <HtmlSide
        label={t('card.front')}
        value={value.front_html}
        onChange={(front_html) => onChange({ ...value, front_html })}
        testId="html-front"
      />
      <HtmlSide
        label={t('card.back')}
        value={value.back_html}
        onChange={(back_html) => onChange({ ...value, back_html })}
        testId="html-back"
      />
    </Stack>
  );
}
