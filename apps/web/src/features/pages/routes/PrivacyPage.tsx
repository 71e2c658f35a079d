import { POLICIES_UPDATED_ON } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DocumentPage } from '../components/DocumentPage';
import { PageIntro } from '../components/PageIntro';
import { SupportNote } from '../components/SupportNote';
import { PRIVACY_SECTIONS } from '../content/privacy';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <DocumentPage
      intro={
        <PageIntro eyebrow="Legal" title="Privacy Policy" updatedOn={POLICIES_UPDATED_ON}>
          <p>
            What we collect about you, why, and how you stay in control of it. We collect only what
            we need to run Stamp, and we never sell it.
          </p>
        </PageIntro>
      }
      sections={PRIVACY_SECTIONS}
      footer={<SupportNote title="Questions about your data?" />}
    />
  );
}
