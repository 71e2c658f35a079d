import { POLICIES_UPDATED_ON } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DocumentPage } from '../components/DocumentPage';
import { PageIntro } from '../components/PageIntro';
import { SupportNote } from '../components/SupportNote';
import { termsSections } from '../content/terms';
import { t } from '../terms-messages';

export function TermsPage() {
  usePageTitle(t('terms.title'));
  return (
    <DocumentPage
      intro={
        <PageIntro
          eyebrow={t('terms.eyebrow')}
          title={t('terms.title')}
          updatedOn={POLICIES_UPDATED_ON}
        >
          <p>{t('terms.lead')}</p>
        </PageIntro>
      }
      sections={termsSections()}
      footer={<SupportNote title={t('terms.questions')} />}
    />
  );
}
