import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BrandForm_company$key } from '../../__generated__/BrandForm_company.graphql';
import type { UpdateBrandColorsInput } from '../../__generated__/useUpdateBrandColorsMutation.graphql';
import { contrastRatio, formatRatio, MIN_TEXT_CONTRAST } from '../../lib/contrast';
import { commitAsync } from '../../lib/mutations/commit-async';
import { networkErrorMessage, toFormErrors } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, useToast } from '../../ui';
import { BRAND_FIELDS, BRAND_LABELS, type BrandField, type BrandValues, hexFieldError, previewColors, toBrandInput } from './brand-colors';
import { BrandColorField } from './BrandColorField';
import { BrandPreview } from './BrandPreview';
import { useUpdateBrandColorsMutation } from './mutations/useUpdateBrandColorsMutation';
import './brand.css';

const FAILED = 'Failed to save brand colours. Please try again.';
type Errors = Partial<Record<BrandField, string>>;

/** The top bar's three colours (spec §2), a live preview, Save and Reset to defaults. */
export function BrandForm({ company: companyRef, editable, userName }: { company: BrandForm_company$key; editable: boolean; userName: string }) {
  const { brandColors } = useFragment(
    graphql`
      fragment BrandForm_company on Company {
        brandColors {
          topBarBackground
          topBarPrimary
          topBarText
          isDefault
        }
      }
    `,
    companyRef,
  );
  const saved: BrandValues = { topBarBackground: brandColors.topBarBackground, topBarPrimary: brandColors.topBarPrimary, topBarText: brandColors.topBarText };
  const [values, setValues] = useState<BrandValues>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<'save' | 'reset' | null>(null);
  const [commit] = useUpdateBrandColorsMutation();
  const toast = useToast();

  const preview = previewColors(values, saved);
  const ratio = contrastRatio(preview.topBarText, preview.topBarBackground);
  const unchanged = BRAND_FIELDS.every((field) => values[field].trim().toUpperCase() === saved[field]);

  function handleChange(field: BrandField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A contrast complaint sits on the text colour but is about the background too; a malformed
    // text colour stays flagged.
    const contrastOnly = field === 'topBarBackground' && !hexFieldError('topBarText', values.topBarText);
    setErrors(({ [field]: _changed, ...rest }) => (contrastOnly ? { ...rest, topBarText: undefined } : rest));
  }

  function handleBlur(field: BrandField) {
    const message = hexFieldError(field, values[field]);
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  }

  async function save(input: UpdateBrandColorsInput, kind: 'save' | 'reset') {
    setPending(kind);
    try {
      const { updateBrandColors: result } = await commitAsync(commit, { variables: { input } });
      const failure = mutationFailure(result, 'CompanyPayload', FAILED);
      if (failure || result.__typename !== 'CompanyPayload') {
        setErrors(toFormErrors(result, BRAND_LABELS).fields);
        toast.error(failure?.message ?? FAILED);
        return;
      }
      const next = result.company?.brandColors;
      if (next) setValues({ topBarBackground: next.topBarBackground, topBarPrimary: next.topBarPrimary, topBarText: next.topBarText });
      setErrors({});
      toast.success(result.message);
    } catch (error) {
      toast.error(networkErrorMessage(error));
    } finally {
      setPending(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = toBrandInput(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    void save(checked.input, 'save');
  }

  return (
    <form className="settings-card" onSubmit={handleSubmit} noValidate aria-labelledby="brand-heading">
      <header className="settings-card__header">
        <div>
          <h2 id="brand-heading" className="settings-card__title">
            Top bar colours
          </h2>
          <p className="settings-card__subtitle">The bar at the top of every page wears your company's colours.</p>
        </div>
        {editable && (
          <div className="settings-card__actions">
            <Button
              variant="secondary"
              loading={pending === 'reset'}
              disabled={pending !== null || (brandColors.isDefault && unchanged)}
              onClick={() => void save({ reset: true }, 'reset')}
            >
              Reset to defaults
            </Button>
            <Button type="submit" loading={pending === 'save'} disabled={pending !== null}>
              Save
            </Button>
          </div>
        )}
      </header>
      <BrandPreview colors={preview} userName={userName} />
      <div className="brand-fields">
        {BRAND_FIELDS.map((field) => (
          <BrandColorField
            key={field}
            field={field}
            value={values[field]}
            fallback={saved[field]}
            onChange={(value) => handleChange(field, value)}
            onBlur={() => handleBlur(field)}
            error={errors[field]}
            note={field === 'topBarText' ? contrastNote(ratio) : undefined}
            disabled={!editable}
          />
        ))}
      </div>
    </form>
  );
}

function contrastNote(ratio: number): string {
  const verdict = ratio >= MIN_TEXT_CONTRAST ? 'readable' : `needs at least ${MIN_TEXT_CONTRAST}:1`;
  return `Contrast with the background: ${formatRatio(ratio)} (${verdict}).`;
}
