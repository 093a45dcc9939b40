/**
 * One path element as learners see it (authoring.md §3–§4). Question kinds show their question
 * and an answer control that is enabled only in hub mode (`answering`); staff see them read-only.
 * Legacy kinds of older documents show their text.
 */
import { isAuthoringElement, type PathElement } from '@learnhub/content';
import { Suspense } from 'react';
import { EmbeddedWalkthrough, LazyWalkthroughPlayer, useBundledWalkthrough } from '../../walkthrough-player';
import { CheckboxAnswer, FieldAnswer, FileAnswer, MultiSelectAnswer } from './AnswerControls';
import { ChoiceQuestionsView } from './ChoiceQuestionsView';
import { EmbedCodeView } from './EmbedCodeView';
import { RichTextView } from './RichTextView';
import { usePublicCompany } from '../public-company';
import { VideoView } from './VideoView';
import './elements.css';

// The author's font first, then the app's (Open Sans, the default, is not bundled).
const textStyle = (el: { fontSize: number; color: string; fontFamily: string }) => ({
  fontSize: el.fontSize,
  color: el.color,
  fontFamily: `"${el.fontFamily.replace(/["\\]/g, '')}", var(--font-sans, sans-serif)`,
});

function FileLink({ source, fileName, fileType }: { source: string; fileName: string; fileType: string }) {
  return (
    <a className="path-attachment" href={source} target="_blank" rel="noopener noreferrer" download={fileName || undefined}>
      <span aria-hidden="true">📎</span> {fileName || 'Download the attachment'}
      {fileType && <span className="path-attachment__type"> ({fileType.split('/').pop()?.toUpperCase()})</span>}
    </a>
  );
}

/**
 * `answering` is kept for the editor's previews (always false there); hub mode provides the
 * AnsweringContext instead, which enables the answer controls.
 */
export function ElementView({ element }: { element: PathElement; answering?: boolean }) {
  const publicCompany = usePublicCompany();
  const bundled = useBundledWalkthrough(element.type === 'walkthrough' && typeof element.source === 'string' ? element.source : '');
  if (!isAuthoringElement(element)) {
    const text = ['content', 'question', 'label', 'text', 'title'].map((k) => (element as Record<string, unknown>)[k]).find((v) => typeof v === 'string');
    return text ? <p className="path-element__legacy">{text as string}</p> : null;
  }
  switch (element.type) {
    case 'large_text':
      return (
        <h3 className="path-large-text" style={textStyle(element)}>
          {element.content}
        </h3>
      );
    case 'body':
      return (
        <div className="path-body" style={{ ...textStyle(element), background: element.fill }}>
          <RichTextView doc={element.content} />
        </div>
      );
    case 'image':
      return element.source ? (
        <img className="path-image" src={element.source} alt={element.altText} />
      ) : (
        <p className="path-element__placeholder">No image yet.</p>
      );
    case 'video':
      return <VideoView source={element.source} title={element.title} />;
    case 'walkthrough':
      return element.source ? (
        <div className="path-walkthrough">
          <Suspense fallback={<p className="path-element__placeholder">Loading the walkthrough…</p>}>
            {bundled ? (
              <LazyWalkthroughPlayer name={bundled.name} steps={bundled.steps} config={bundled.config} mode="inline" />
            ) : (
              <EmbeddedWalkthrough materialId={element.source} companySlug={publicCompany} />
            )}
          </Suspense>
        </div>
      ) : (
        <p className="path-element__placeholder">No walkthrough chosen yet.</p>
      );
    case 'embedded_code':
      return <EmbedCodeView source={element.source} title={element.title} />;
    case 'attachment':
      return element.source ? <FileLink {...element} /> : <p className="path-element__placeholder">No attachment yet.</p>;
    case 'short_answer':
      return <FieldAnswer key={element.id} elementId={element.id} label={element.question} kind="text" />;
    case 'long_answer':
      return <FieldAnswer key={element.id} elementId={element.id} label={element.question} kind="textarea" />;
    case 'date':
      return <FieldAnswer key={element.id} elementId={element.id} label={element.question} kind="date" />;
    case 'time':
      return <FieldAnswer key={element.id} elementId={element.id} label={element.question} kind="time" />;
    case 'file_upload':
      return <FileAnswer elementId={element.id} label={element.question} />;
    case 'checkbox':
      return <CheckboxAnswer elementId={element.id} label={element.label} style={textStyle(element)} />;
    case 'multi_select':
      return <MultiSelectAnswer elementId={element.id} question={element.question} options={element.multiSelect} />;
    case 'multiple_choice':
      return <ChoiceQuestionsView elementId={element.id} questions={element.multipleChoice} />;
  }
}
