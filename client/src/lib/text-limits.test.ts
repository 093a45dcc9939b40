import { describe, expect, it } from 'vitest';
import { MAX_COMPANY_NAME, WORKSPACE_MAX } from '../../../server/src/modules/companies/company-rules';
import { DESCRIPTION_MAX, NAME_MAX } from '../../../server/src/modules/materials/material-rules';
import { MAX_PROFILE_TEXT } from '../../../server/src/modules/profile/profile-limits';
import { PASSWORD_MAX } from '../../../server/src/lib/password-rules';
import { TEXT_LIMITS } from './text-limits';

describe('TEXT_LIMITS', () => {
  it('are the limits the server enforces', () => {
    expect(TEXT_LIMITS).toMatchObject({
      materialName: NAME_MAX,
      materialDescription: DESCRIPTION_MAX,
      companyName: MAX_COMPANY_NAME,
      workspaceName: WORKSPACE_MAX,
      profileText: MAX_PROFILE_TEXT,
      password: PASSWORD_MAX,
    });
  });
});
