import { POLICIES_UPDATED_ON } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DocumentPage } from '../components/DocumentPage';
import { PageIntro } from '../components/PageIntro';
import { SupportNote } from '../components/SupportNote';
import { privacySections } from '../content/privacy';
import { t } from '../privacy-messages';

export function PrivacyPage() {
  usePageTitle(t('privacy.title'));
  return (
    <DocumentPage
      intro={
        <PageIntro
          eyebrow={t('privacy.eyebrow')}
          title={t('privacy.title')}
          updatedOn={POLICIES_UPDATED_ON}
        >
          <p>{t('privacy.lead')}</p>
        </PageIntro>
      }
      sections={privacySections()}
      footer={<SupportNote title={t('privacy.questions')} />}
    />
  );
}
