import { PAGE_SIZE_DEFAULT } from '@fairchance/shared';

/** Jobs per page of every list of jobs: the API's default page size. */
export const JOBS_PAGE_SIZE = PAGE_SIZE_DEFAULT;
