/** Employer value lists (docs/data-model.md, docs/value-lists.md). */

export const YEARS_IN_BUSINESS = ['0-3', '3-5', '5-10', '10+'] as const;
export type YearsInBusiness = (typeof YEARS_IN_BUSINESS)[number];
export const YEARS_IN_BUSINESS_LABELS: Record<YearsInBusiness, string> = {
  '0-3': '0-3 years',
  '3-5': '3-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
};

/** 51-200 is a choice too, so that every size has one (docs/value-lists.md#employers). */
export const NUMBER_OF_EMPLOYEES = [
  '1-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10000+',
] as const;
export type NumberOfEmployees = (typeof NUMBER_OF_EMPLOYEES)[number];
export const NUMBER_OF_EMPLOYEES_LABELS: Record<NumberOfEmployees, string> = {
  '1-50': '1-50',
  '51-200': '51-200',
  '201-500': '201-500',
  '501-1000': '501-1,000',
  '1001-5000': '1,001-5,000',
  '5001-10000': '5,001-10,000',
  '10000+': '10,000+',
};

export const INDUSTRIES = [
  'accounting',
  'administrativeSupport',
  'agriculture',
  'automotive',
  'construction',
  'customerService',
  'education',
  'energyUtilities',
  'finance',
  'foodService',
  'healthcare',
  'hospitality',
  'informationTechnology',
  'landscaping',
  'logistics',
  'manufacturing',
  'nonprofit',
  'publicService',
  'realEstate',
  'retail',
  'transportation',
  'warehousing',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  accounting: 'Accounting',
  administrativeSupport: 'Administrative support',
  agriculture: 'Agriculture',
  automotive: 'Automotive',
  construction: 'Construction',
  customerService: 'Customer service',
  education: 'Education',
  energyUtilities: 'Energy / utilities',
  finance: 'Finance',
  foodService: 'Food service',
  healthcare: 'Healthcare',
  hospitality: 'Hospitality',
  informationTechnology: 'Information technology',
  landscaping: 'Landscaping',
  logistics: 'Logistics',
  manufacturing: 'Manufacturing',
  nonprofit: 'Nonprofit',
  publicService: 'Public service',
  realEstate: 'Real estate',
  retail: 'Retail',
  transportation: 'Transportation',
  warehousing: 'Warehousing',
  other: 'Other',
};

/** A person's place in a company (docs/rules.md#employer-team): its owner or a colleague. */
export const EMPLOYER_ROLES = ['owner', 'member'] as const;
export type EmployerRole = (typeof EMPLOYER_ROLES)[number];
