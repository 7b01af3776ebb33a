import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { JobPostsConsole } from '#web/features/admin/components/job-posts/job-posts-console.tsx';

/** The staff console's Job posts (decision 037). */
export function AdminJobPostsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('moderation.jobPosts.title')} description={t('moderation.jobPosts.description')}>
      <JobPostsConsole />
    </Page>
  );
}
