import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { usePlayerConfig_config$key } from '../../../__generated__/usePlayerConfig_config.graphql';
import type { ConfigSection } from '../../../lib/walkthrough/types';
import { toConfigSections } from '../lib/walkthrough-adapter';

/** The styling sections the player reads (tn, mca, ea), from the typed GraphQL config. */
export function usePlayerConfig(config: usePlayerConfig_config$key): ConfigSection[] {
  const data = useFragment(
    graphql`
      fragment usePlayerConfig_config on ConfigSection @relay(plural: true) {
        sectionId
        sectionTitle
        values {
          valueId
          title
          value
          type
          direction
          imageType
        }
      }
    `,
    config,
  );
  return useMemo(() => toConfigSections(data), [data]);
}
