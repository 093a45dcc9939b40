import { type CSSProperties, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useTopBarStyle_company$key } from '../../__generated__/useTopBarStyle_company.graphql';
import { topBarStyle } from './top-bar-colors';

/**
 * The company's top bar colours (spec §2: background, primary, text) as the bar's inline style.
 * Read from the Company record, so saving new colours in settings repaints the bar at once.
 */
export function useTopBarStyle(companyRef: useTopBarStyle_company$key): CSSProperties {
  const { brandColors } = useFragment(
    graphql`
      fragment useTopBarStyle_company on Company {
        brandColors {
          topBarBackground
          topBarPrimary
          topBarText
        }
      }
    `,
    companyRef,
  );
  return useMemo(() => topBarStyle(brandColors), [brandColors]);
}
