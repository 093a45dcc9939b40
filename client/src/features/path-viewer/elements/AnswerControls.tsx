/**
 * Answer controls of hub mode (hub issue §3): each question answers with a button (an attempt; every
 * attempt is kept and the latest counts), then shows the verdict — right or not for graded kinds,
 * "Answer saved" for the others, "Waiting to send…" while it is queued — and the author's
 * explanation. A checkbox answers as it is ticked; a file as it is chosen.
 */
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../ui';
import { bytesMatchName, type SniffedKind } from '../../../lib/file-sniff';
import { type Answer, questionKey, useAnswering, useStepId, type Verdict } from '../answering';

const ANSWER_FILE_TYPES = ['jpg', 'jpeg', 'png', 'pdf', 'docx', 'csv'];
const ANSWER_FILE_BYTES: SniffedKind[] = ['jpeg', 'png', 'pdf', 'zip', 'text'];
export const ANSWER_FILE_MESSAGE = 'Only JPG, JPEG, PNG, PDF, DOCX and CSV files are allowed.';
const MAX_BYTES = 15_728_640;

export function VerdictLine({ verdict, graded }: { verdict: Verdict | undefined; graded: boolean }) {
  if (!verdict) return null;
  if (verdict.refused)
    return (
      <p className="path-verdict path-verdict--no" role="alert">
        {verdict.refused}
      </p>
    );
  if (verdict.pending)
    return (
      <p className="path-verdict" role="status">
        Waiting to send… your answer is kept on this device.
      </p>
    );
  return (
    <div className={`path-verdict${graded && verdict.result !== null ? (verdict.result ? ' path-verdict--yes' : ' path-verdict--no') : ''}`} role="status">
      <p>{verdict.result === true ? '✓ Correct' : verdict.result === false ? '✗ Not quite — you can try again.' : 'Answer saved.'}</p>
      {verdict.explanation && <p className="path-verdict__explanation">{verdict.explanation}</p>}
    </div>
  );
}

/** Short and long answers, dates and times: a field and Submit answer. */
export function FieldAnswer({ elementId, label, kind }: { elementId: string; label: string; kind: 'text' | 'textarea' | 'date' | 'time' }) {
  const answering = useAnswering();
  const stepId = useStepId();
  const id = useId();
  const field = kind === 'date' ? 'date' : kind === 'time' ? 'time' : 'text';
  const latest = answering?.latest(elementId)?.answer as Record<string, string> | undefined;
  const [value, setValue] = useState<string>(latest?.[field] ?? '');
  const submit = () => answering?.submit({ stepId, elementId, [field]: value } as Answer);
  const input =
    kind === 'textarea' ? (
      <textarea id={id} className="ui-input" rows={4} maxLength={5000} disabled={!answering} value={value} onChange={(e) => setValue(e.target.value)} />
    ) : (
      <input
        id={id}
        className="ui-input"
        type={kind}
        maxLength={kind === 'text' ? 5000 : undefined}
        disabled={!answering}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    );
  return (
    <QuestionFrame id={id} label={label}>
      {input}
      {answering && (
        <>
          <Button size="sm" variant="secondary" disabled={!value.trim()} onClick={submit}>
            Submit answer
          </Button>
          <VerdictLine verdict={answering.verdict(elementId)} graded={false} />
        </>
      )}
    </QuestionFrame>
  );
}

export function QuestionFrame({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="path-question">
      <label className="path-question__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function CheckboxAnswer({ elementId, label, style }: { elementId: string; label: string; style: React.CSSProperties }) {
  const answering = useAnswering();
  const stepId = useStepId();
  const latest = answering?.latest(elementId)?.answer as { checked?: boolean } | undefined;
  const [checked, setChecked] = useState(!!latest?.checked);
  return (
    <div>
      <label className="path-checkbox" style={style}>
        <input
          type="checkbox"
          disabled={!answering}
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            answering?.submit({ stepId, elementId, checked: e.target.checked });
          }}
        />{' '}
        {label}
      </label>
      {answering && <VerdictLine verdict={answering.verdict(elementId)} graded={false} />}
    </div>
  );
}

export function MultiSelectAnswer({
  elementId,
  question,
  options,
}: {
  elementId: string;
  question: string;
  options: readonly { id: string; value: string }[];
}) {
  const answering = useAnswering();
  const stepId = useStepId();
  const latest = answering?.latest(elementId)?.answer as { optionIds?: string[] } | undefined;
  const [chosen, setChosen] = useState<string[]>(latest?.optionIds ?? []);
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <fieldset className="path-choice__question">
      <legend>{question}</legend>
      {options.map((option) => (
        <label key={option.id} className="path-choice__option">
          <input type="checkbox" disabled={!answering} checked={chosen.includes(option.id)} onChange={(e) => toggle(option.id, e.target.checked)} />{' '}
          {option.value}
        </label>
      ))}
      {answering && (
        <>
          <Button size="sm" variant="secondary" disabled={chosen.length === 0} onClick={() => answering.submit({ stepId, elementId, optionIds: chosen })}>
            Check answer
          </Button>
          <VerdictLine verdict={answering.verdict(elementId)} graded />
        </>
      )}
    </fieldset>
  );
}

/** audience.md §5: jpg, jpeg, png, pdf, docx, csv; 15 MB; "File uploaded successfully.". */
export function FileAnswer({ elementId, label }: { elementId: string; label: string }) {
  const answering = useAnswering();
  const stepId = useStepId();
  const id = useId();
  const latest = answering?.latest(elementId)?.answer as { fileName?: string; url?: string } | undefined;
  const [state, setState] = useState<{ busy: boolean; message: string; ok: boolean; file?: { name: string; url?: string | null } }>({
    busy: false,
    message: '',
    ok: true,
    file: latest?.fileName ? { name: latest.fileName, url: latest.url } : undefined,
  });
  async function choose(file: File | undefined) {
    if (!file || !answering) return;
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ANSWER_FILE_TYPES.includes(ext)) return setState((s) => ({ ...s, message: ANSWER_FILE_MESSAGE, ok: false }));
    if (file.size > MAX_BYTES) return setState((s) => ({ ...s, message: 'File size exceeds the maximum limit of 15 MB.', ok: false }));
    // The name is only a claim: a text file renamed x.png is refused from its bytes (as the server does).
    if (!(await bytesMatchName(file, ANSWER_FILE_BYTES))) return setState((s) => ({ ...s, message: ANSWER_FILE_MESSAGE, ok: false }));
    setState((s) => ({ ...s, busy: true, message: '' }));
    const r = await answering.upload(stepId, elementId, file);
    setState((s) => ({ busy: false, message: r.message, ok: r.ok, file: r.ok ? { name: file.name, url: r.url } : s.file }));
  }
  return (
    <QuestionFrame id={id} label={label}>
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,.docx,.csv"
        disabled={!answering || state.busy}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {state.busy && <p role="status">Uploading...</p>}
      {state.message && (
        <p className={`path-verdict ${state.ok ? 'path-verdict--yes' : 'path-verdict--no'}`} role={state.ok ? 'status' : 'alert'}>
          {state.message}
        </p>
      )}
      {state.file && (
        <p className="path-question__file">
          Your file:{' '}
          {state.file.url ? (
            <a href={state.file.url} target="_blank" rel="noopener noreferrer">
              {state.file.name}
            </a>
          ) : (
            state.file.name
          )}
        </p>
      )}
    </QuestionFrame>
  );
}

export { questionKey };
