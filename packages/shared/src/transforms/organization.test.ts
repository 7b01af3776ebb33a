import { describe, expect, it } from 'vitest';
import type { Organization } from '../schemas/rsp.ts';
import { CreateOrganizationRequestSchema, OrganizationFormSchema } from '../schemas/rsp.ts';
import { toOrganizationFormValues, toOrganizationPayload } from './organization.ts';

const form = OrganizationFormSchema.parse({
  name: 'Northside Reentry',
  description: 'Housing and jobs.',
  address: '1 Main St',
  city: 'Milwaukee',
  state: 'WI',
  postalCode: '53206',
  phone: '(414) 555-0111',
  servicesArea: ['Milwaukee'],
  support: ['housing'],
  justiceStatus: ['parole'],
  offenseDrugs: ['distribution', 'possession'],
  offensePropertyDamage: ['arson'],
  offenseSexual: ['pornography'],
  offenseTheft: ['robbery'],
  offenseViolent: ['battery'],
  offenseWhiteCollar: ['fraud'],
  offenseMotorVehicle: ['diuDwi'],
});

describe('organization form <-> request', () => {
  it('merges the offense groups and adds the owner beside it', () => {
    const payload = toOrganizationPayload(form);
    expect(payload.offenses).toEqual([
      'possession',
      'distribution',
      'arson',
      'pornography',
      'robbery',
      'battery',
      'fraud',
      'diuDwi',
    ]);
    expect(payload.phone).toBe('4145550111');
    const request = { ...payload, owner: { phone: '4145550100', position: 'caseManager' } };
    expect(CreateOrganizationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('splits the list back for the Organization tab', () => {
    const stored: Organization = {
      ...toOrganizationPayload(form),
      id: '0190a0b0-0000-7000-8000-000000000001',
      email: null,
      phone: '4145550111',
      phoneRspContact: null,
      emailRspContact: null,
      avatar: null,
    };
    const values = toOrganizationFormValues(stored);
    expect(values.offenseDrugs).toEqual(['possession', 'distribution']);
    expect(toOrganizationPayload(OrganizationFormSchema.parse(values))).toEqual({
      ...toOrganizationPayload(form),
      email: null,
      phoneRspContact: null,
      emailRspContact: null,
      avatar: null,
    });
  });
});
