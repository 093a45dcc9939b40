import { describe, expect, it } from 'vitest';
import { COMPANY_NAME_FAILED, companySaveFailure } from './company-save';

describe('companySaveFailure', () => {
  it('puts a website error next to the website, as a sentence, without the name toast', () => {
    expect(companySaveFailure({ message: 'Invalid input', fieldErrors: [{ field: 'website', messages: ['is invalid'] }] })).toEqual({
      fields: { website: 'Website is invalid' },
      form: null,
      toast: null,
    });
  });

  it('shows the name toast when the name is part of the failure', () => {
    const failure = companySaveFailure({
      message: 'Invalid input',
      fieldErrors: [
        { field: 'name', messages: ["can't be blank"] },
        { field: 'size', messages: ['is not a company size'] },
      ],
    });
    expect(failure.fields).toEqual({ name: "Company name can't be blank", size: 'Company size is not a company size' });
    expect(failure.toast).toBe(COMPANY_NAME_FAILED);
  });

  it("shows the server's message, not the name toast, when no field is named", () => {
    expect(companySaveFailure({ message: 'Too many attempts. Try again in a minute.' })).toEqual({
      fields: {},
      form: 'Too many attempts. Try again in a minute.',
      toast: null,
    });
  });
});
