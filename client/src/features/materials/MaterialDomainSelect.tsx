import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MaterialDomainSelectQuery } from '../../__generated__/MaterialDomainSelectQuery.graphql';
import { Select } from '../../ui';

const DEFAULT_LABEL = 'Default address';
const STATUS_NOTE: Record<string, string> = { PENDING: ' (not verified yet)', FAILED: ' (verification failed)', VERIFIED: '' };

type Props = { value: string; onChange: (domainId: string) => void; error?: string | null };

/**
 * The settings dialog's "Domain" choice: the material's default address or one of the company's
 * custom domains. Loaded when the dialog opens (not with every card on the list).
 */
export function MaterialDomainSelect(props: Props) {
  return (
    <Suspense fallback={<Select label="Domain" options={[{ value: '', label: 'Loading domains…' }]} disabled value="" onChange={() => {}} />}>
      <DomainOptions {...props} />
    </Suspense>
  );
}

function DomainOptions({ value, onChange, error }: Props) {
  const data = useLazyLoadQuery<MaterialDomainSelectQuery>(
    graphql`
      query MaterialDomainSelectQuery {
        viewer {
          company {
            domains {
              id
              name
              status
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const domains = data.viewer?.company?.domains ?? [];
  const options = [{ value: '', label: DEFAULT_LABEL }, ...domains.map((d) => ({ value: d.id, label: `${d.name}${STATUS_NOTE[d.status] ?? ''}` }))];
  return (
    <Select
      label="Domain"
      options={options}
      value={value}
      error={error}
      hint={domains.length === 0 ? 'Learners open it at the default address. Custom domains you add in Settings will be offered here.' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
