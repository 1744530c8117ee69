'use client';
// /admin/opportunity-questions (docs/product/admin.md): a static document; the guard and the list run in the browser.
import { QuestionsScreen } from '@/components/admin/questions-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function OpportunityQuestionsScreen() {
  return (
    <BrowserPage route={ROUTES.adminOpportunityQuestions}>
      {() => <QuestionsScreen table="opportunity_questions" pathname={ROUTES.adminOpportunityQuestions} />}
    </BrowserPage>
  );
}
