import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SizeStep_company$key } from '../../../__generated__/SizeStep_company.graphql';
import type { SizeStep_query$key } from '../../../__generated__/SizeStep_query.graphql';
import { StepForm, type StepProps } from '../components/StepForm';
import { useStepSubmit } from '../components/use-step-submit';
import { useUpdateCompanySizeMutation } from '../mutations/useUpdateCompanySizeMutation';

const LABELS = { size: 'Company size' };

interface SizeStepProps extends StepProps {
  query: SizeStep_query$key;
  company: SizeStep_company$key | null | undefined;
}

/** Step 5: exactly one of the 9 company sizes (a radio group), required. */
export function SizeStep({ query, company, onDone, submitLabel, finishing }: SizeStepProps) {
  const { companySizes } = useFragment(
    graphql`
      fragment SizeStep_query on Query {
        companySizes
      }
    `,
    query,
  );
  const saved = useFragment(
    graphql`
      fragment SizeStep_company on Company {
        size
      }
    `,
    company,
  );
  const [updateSize, isInFlight] = useUpdateCompanySizeMutation();
  const { errors, checkRequired, submit, clearField } = useStepSubmit(LABELS);
  const [size, setSize] = useState(saved?.size ?? '');
  const errorId = useId();
  const error = errors.fields.size;

  async function handleSubmit() {
    if (!checkRequired({ size })) return;
    if (await submit(async () => (await updateSize({ size })).updateCompany, 'CompanyPayload')) onDone();
  }

  return (
    <StepForm title="How big is your company?" formError={errors.form} submitLabel={submitLabel} submitting={isInFlight || finishing} onSubmit={handleSubmit}>
      <div
        role="radiogroup"
        className="onb-sizes"
        aria-labelledby="onb-step-title"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {companySizes.map((choice) => (
          <label key={choice} className={choice === size ? 'onb-size onb-size--checked' : 'onb-size'}>
            <input
              type="radio"
              name="size"
              value={choice}
              checked={choice === size}
              onChange={() => {
                setSize(choice);
                clearField('size');
              }}
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error onb-sizes__error" role="alert">
          {error}
        </p>
      )}
    </StepForm>
  );
}
