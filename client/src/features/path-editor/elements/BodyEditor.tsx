/**
 * The body element's rich-text editor (ProseMirror): bold, italic, links and lists, stored as
 * ProseMirror JSON. Undo and redo are the path editor's own (one history for the whole
 * document): Ctrl+Z inside the text calls them, and a change that comes back from them (or from
 * another author's save) replaces the editor's content. One editing session — focus to blur —
 * is one undo step (`onBegin` / `onEnd` open and close the store's gesture).
 */
import { isSafeHref, type RichDoc } from '@learnhub/content';
import { baseKeymap, toggleMark } from 'prosemirror-commands';
import { keymap } from 'prosemirror-keymap';
import type { MarkType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, EditorState, type Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useId, useRef, useState } from 'react';
import { fromNode, richTextSchema as schema, toNode } from './rich-text-schema';

export interface BodyEditorProps {
  doc: RichDoc;
  label: string;
  onChange(doc: RichDoc): void;
  onBegin(): void;
  onEnd(): void;
  onUndo(): void;
  onRedo(): void;
  style?: React.CSSProperties;
}

const markActive = (state: EditorState, type: MarkType) => {
  const { from, $from, to, empty } = state.selection;
  return empty ? !!type.isInSet(state.storedMarks ?? $from.marks()) : state.doc.rangeHasMark(from, to, type);
};

/** Runs `action` and tells ProseMirror the key was handled. */
const handled = (action: () => void) => {
  action();
  return true;
};

export function BodyEditor({ doc, label, onChange, onBegin, onEnd, onUndo, onRedo, style }: BodyEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const emitted = useRef<RichDoc>(doc);
  const props = useRef({ onChange, onBegin, onEnd, onUndo, onRedo });
  props.current = { onChange, onBegin, onEnd, onUndo, onRedo };
  const [, setTick] = useState(0);
  const [linking, setLinking] = useState<string | null>(null);
  const linkId = useId();

  const plugins = (): Plugin[] => [
    keymap({
      'Mod-z': () => handled(props.current.onUndo),
      'Mod-y': () => handled(props.current.onRedo),
      'Shift-Mod-z': () => handled(props.current.onRedo),
      'Mod-b': toggleMark(schema.marks.strong),
      'Mod-i': toggleMark(schema.marks.em),
      Enter: splitListItem(schema.nodes.list_item),
      'Mod-[': liftListItem(schema.nodes.list_item),
      'Mod-]': sinkListItem(schema.nodes.list_item),
      'Shift-Enter': (state, dispatch) => {
        dispatch?.(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
        return true;
      },
    }),
    keymap(baseKeymap),
  ];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; later docs arrive through the effect below.
  useEffect(() => {
    if (!host.current) return;
    const v = new EditorView(host.current, {
      state: EditorState.create({ doc: toNode(doc), plugins: plugins() }),
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'path-body-editor__text' },
      dispatchTransaction(tr) {
        const next = v.state.apply(tr);
        v.updateState(next);
        setTick((n) => n + 1);
        if (tr.docChanged) {
          const json = fromNode(next.doc);
          emitted.current = json;
          props.current.onChange(json);
        }
      },
      handleDOMEvents: {
        focus: () => {
          props.current.onBegin();
          return false;
        },
        blur: () => {
          props.current.onEnd();
          return false;
        },
      },
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
  }, []);

  // A document that did not come from this editor (undo, redo, another author): show it.
  useEffect(() => {
    const v = view.current;
    if (!v || doc === emitted.current) return;
    emitted.current = doc;
    v.updateState(EditorState.create({ doc: toNode(doc), plugins: v.state.plugins, selection: undefined }));
    setTick((n) => n + 1);
  }, [doc]);

  const run = (command: Command) => {
    const v = view.current;
    if (!v) return;
    command(v.state, v.dispatch, v);
    v.focus();
  };
  const state = view.current?.state;
  const active = (type: MarkType) => (state ? markActive(state, type) : false);

  const applyLink = (href: string) => {
    const v = view.current;
    setLinking(null);
    if (!v) return;
    const { from, to } = v.state.selection;
    if (from === to) return v.focus();
    const tr = v.state.tr.removeMark(from, to, schema.marks.link);
    if (href) tr.addMark(from, to, schema.marks.link.create({ href }));
    v.dispatch(tr);
    v.focus();
  };
  const linkValid = linking !== null && (linking === '' || isSafeHref(linking));

  return (
    <div className="path-body-editor" style={style}>
      <div className="path-body-editor__tools" role="toolbar" aria-label={`${label} formatting`}>
        <button
          type="button"
          aria-pressed={active(schema.marks.strong)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run(toggleMark(schema.marks.strong))}
        >
          <strong>B</strong>
          <span className="visually-hidden">Bold</span>
        </button>
        <button type="button" aria-pressed={active(schema.marks.em)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(toggleMark(schema.marks.em))}>
          <em>I</em>
          <span className="visually-hidden">Italic</span>
        </button>
        <button
          type="button"
          aria-pressed={active(schema.marks.link)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setLinking(linking === null ? 'https://' : null)}
        >
          Link
        </button>
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run(wrapInList(schema.nodes.bullet_list))}>
          • List
        </button>
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run(wrapInList(schema.nodes.ordered_list))}>
          1. List
        </button>
      </div>
      {linking !== null && (
        <form
          className="path-body-editor__link"
          onSubmit={(e) => {
            e.preventDefault();
            if (linkValid) applyLink(linking);
          }}
        >
          <label htmlFor={linkId}>Link address</label>
          <input id={linkId} className="ui-input" type="url" value={linking} onChange={(e) => setLinking(e.target.value)} aria-invalid={!linkValid} />
          <button type="submit" className="ui-button ui-button--primary ui-button--sm" disabled={!linkValid}>
            Apply
          </button>
          <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={() => applyLink('')}>
            Remove link
          </button>
          {!linkValid && <span className="path-body-editor__error">Use an http(s) address or mailto:.</span>}
        </form>
      )}
      <div ref={host} className="path-rich-text" />
    </div>
  );
}
