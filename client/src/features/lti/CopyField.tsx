import { useId, useState } from 'react';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { Button } from '../../ui';

/**
 * A read-only address with a Copy button beside it that says "Copied" (and what to do when
 * copying is refused). Its own markup rather than TextField: the button sits on the input's line
 * however the label and hint wrap.
 */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const { copied, copy } = useCopyFeedback<'value'>();
  const [refused, setRefused] = useState(false);
  return (
    <div className="lti__copy">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="lti__copy-row">
        <input
          id={id}
          className="ui-input lti__copy-value"
          value={value}
          readOnly
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={async () => setRefused(!(await copy('value', value)))}>
          {copied === 'value' ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> {label}</span>
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      <p role="status" className="lti__copy-status">
        {copied === 'value' ? 'Copied to the clipboard.' : refused ? 'Copying was refused: select the address and copy it yourself.' : ''}
      </p>
    </div>
  );
}
