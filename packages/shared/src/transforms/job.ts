/**
 * The job wizard's values to the request (docs/api.md#endpoints: "offenses as one merged array,
 * startDate as month.year, salaryOptions object, location object or null"), and back for the Edit
 * Job page.
 */
import { parseStartDate, toStartDate } from '../dates.ts';
import { TYPE_OF_WORK_WITH_LOCATION } from '../enums/job.ts';
import { mergeOffenses, offenseGroupsFromList } from '../enums/offenses.ts';
import type { CreateJobRequest, JobData, JobFormValues, Location } from '../schemas/jobs.ts';

/** A job request without `status`: the wizard never sets it, so an edit cannot un-pause a job. */
export type JobPayload = Omit<CreateJobRequest, 'status'>;

/** The location of an on-site job; null for other types, or if an address field is missing. */
function locationFrom(form: JobFormValues): Location | null {
  if (form.typeOfWork !== TYPE_OF_WORK_WITH_LOCATION) return null;
  const { address, city, state, postalCode } = form;
  if (!address || !city || !state || !postalCode) return null;
  return { address, city, state, postalCode };
}

export function toJobPayload(form: JobFormValues): JobPayload {
  return {
    title: form.title,
    description: form.description,
    department: form.department,
    startDate: toStartDate({ month: form.startMonth, year: form.startYear }),
    typeOfWork: form.typeOfWork,
    workingTime: form.workingTime,
    numberOfOpenPositions: form.numberOfOpenPositions,
    location: locationFrom(form),
    offenses: mergeOffenses(form),
    responsibilities: [...form.responsibilities],
    experience: form.experience,
    skills: [...form.skills],
    skillsDescription: form.skillsDescription,
    salaryOptions: {
      salary: form.salary,
      min: form.salaryMin,
      max: form.salaryMax,
      description: form.salaryDescription,
      bonuses: [...form.bonuses],
    },
    questions: [...form.questions],
  };
}

/** A stored job to the form's values, for the Edit Job page. */
export function toJobFormValues(job: JobData): JobFormValues {
  // A stored start date is always MM.YYYY; the fallback only guards against bad data.
  const start = parseStartDate(job.startDate) ?? { month: 1, year: new Date().getFullYear() };
  return {
    title: job.title,
    description: job.description,
    department: job.department,
    startMonth: start.month,
    startYear: start.year,
    typeOfWork: job.typeOfWork,
    workingTime: job.workingTime,
    numberOfOpenPositions: job.numberOfOpenPositions,
    address: job.location?.address ?? null,
    city: job.location?.city ?? null,
    state: job.location?.state ?? null,
    postalCode: job.location?.postalCode ?? null,
    ...offenseGroupsFromList(job.offenses),
    responsibilities: [...job.responsibilities],
    experience: job.experience,
    skills: [...job.skills],
    skillsDescription: job.skillsDescription,
    salary: job.salaryOptions.salary,
    salaryMin: job.salaryOptions.min,
    salaryMax: job.salaryOptions.max,
    salaryDescription: job.salaryOptions.description,
    bonuses: [...job.salaryOptions.bonuses],
    questions: [...job.questions],
  };
}
