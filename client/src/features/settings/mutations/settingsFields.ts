import { graphql } from 'react-relay';

/**
 * Selections the settings mutations share. Unmasked (spread with `@relay(mask: false)`): their fields are
 * inlined into each mutation's response type, so handlers keep reading them directly, and the
 * store gets the same fields back whichever mutation ran.
 */
graphql`
  fragment settingsFields_user on User {
    id
    name
    profile {
      firstName
      lastName
      jobTitle
      companyName
      avatarUrl
    }
  }
`;

graphql`
  fragment settingsFields_company on Company {
    id
    name
    slug
    website
    size
    timeZone
    engagedWithinDays
    atRiskAfterDays
    logoUrl
    faviconUrl
  }
`;
