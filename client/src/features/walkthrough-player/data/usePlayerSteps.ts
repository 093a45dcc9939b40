import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { usePlayerSteps_steps$key } from '../../../__generated__/usePlayerSteps_steps.graphql';
import type { WalkthroughStep } from '../../../lib/walkthrough/types';
import { toWalkthroughSteps } from '../lib/walkthrough-adapter';

/** Everything the player draws of a step, from the typed GraphQL steps (draft or published). */
export function usePlayerSteps(steps: usePlayerSteps_steps$key): WalkthroughStep[] {
  const data = useFragment(
    graphql`
      fragment usePlayerSteps_steps on WalkthroughStep @relay(plural: true) {
        stepId
        name
        title
        description
        altText
        backgroundUrl
        backgroundHeight
        layers {
          __typename
          layerId
          x
          y
          width
          height
          rotation
          ... on ImageLayer {
            src
          }
          ... on RectLayer {
            fill
            stroke
            strokeWidth
            cornerRadius
          }
          ... on HotspotLayer {
            fill
            stroke
            strokeWidth
            cornerRadius
          }
          ... on TextLayer {
            text
            fill
            fontSize
            fontStyle
            fontFamily
            align
            verticalAlign
          }
          ... on TextInputLayer {
            placeholder
            placeholderColor
            textColor
            fill
            stroke
            strokeWidth
            fontSize
          }
          ... on DropdownLayer {
            placeholder
            placeholderColor
            textColor
            fill
            stroke
            strokeWidth
            fontSize
            options {
              optionId
              order
              title
            }
          }
          ... on LineLayer {
            stroke
            strokeWidth
            arrowSize
            lineStyle
          }
        }
      }
    `,
    steps,
  );
  return useMemo(() => toWalkthroughSteps(data), [data]);
}
