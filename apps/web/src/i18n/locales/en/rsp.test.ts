import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES, SUCCESS_MESSAGES } from '@fairchance/shared';
import { rsp } from './rsp.ts';

describe('rsp catalogue', () => {
  it('words the success and error messages as docs/web-app.md#errors-and-messages does', () => {
    expect(rsp.createProfile.added).toBe(SUCCESS_MESSAGES.organizationAdded);
    expect(rsp.createProfile.profileAdded).toBe(SUCCESS_MESSAGES.profileAdded);
    expect(rsp.organizationSettings.updated).toBe(SUCCESS_MESSAGES.organizationUpdated);
    expect(rsp.addCaseManager.sent).toBe(SUCCESS_MESSAGES.invitationSent);
    expect(rsp.caseManagers.deleted).toBe(SUCCESS_MESSAGES.caseManagerRemoved);
    expect(rsp.editCaseManager.updated).toBe(SUCCESS_MESSAGES.caseManagerUpdated);
    expect(rsp.organizationSettings.nameConflict).toBe(CALL_MESSAGES.organizationNameConflict);
    expect(rsp.organizationSettings.nameClaimable).toBe(CALL_MESSAGES.organizationClaimable);
    expect(rsp.caseManagers.deleteConfirm).toBe('Are you sure you want to delete Case Manager?');
  });
});
