import { POLICIES_UPDATED_ON } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DocumentPage } from '../components/DocumentPage';
import { PageIntro } from '../components/PageIntro';
import { SupportNote } from '../components/SupportNote';
import { TERMS_SECTIONS } from '../content/terms';

export function TermsPage() {
  usePageTitle('Terms and Conditions');
  return (
    <DocumentPage
      intro={
        <PageIntro eyebrow="Legal" title="Terms and Conditions" updatedOn={POLICIES_UPDATED_ON}>
          <p>
            The rules for using Stamp, its designs and memberships, in plain language. Please read
            them before you download or subscribe.
          </p>
        </PageIntro>
      }
      sections={TERMS_SECTIONS}
      footer={<SupportNote title="Questions about these terms?" />}
    />
  );
}
