import { ACCOUNT_FIELD_MESSAGES, accountFieldProblem } from './accounts';

describe('account field messages', () => {
  it('recognises every message the API sends for an account form field', () => {
    for (const [problem, message] of Object.entries(ACCOUNT_FIELD_MESSAGES)) {
      expect(accountFieldProblem(message)).toBe(problem);
    }
  });

  it('leaves a message it does not know to be shown as the API wrote it', () => {
    expect(accountFieldProblem('street must be shorter than or equal to 200 characters')).toBeUndefined();
  });

  it('uses the spec’s own wording for blank fields and registered e-mails', () => {
    expect(ACCOUNT_FIELD_MESSAGES.blank).toBe('Value must not be blank');
    expect(ACCOUNT_FIELD_MESSAGES.emailNotRegistered).toBe('E-mail not registered');
  });
});
