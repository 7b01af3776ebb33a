// Public information pages: one chunk. The home, 403 and 404 pages are in the entry chunk.
export { EmployersPage } from './employers.tsx';
export { JobSeekersPage } from './job-seekers.tsx';
export { PrivacyPage } from './privacy.tsx';
export { ServiceProvidersPage } from './service-providers.tsx';
export { TermsPage } from './terms.tsx';
