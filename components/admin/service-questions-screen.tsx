'use client';
// /admin/service-questions (docs/product/admin.md): a static document; the guard and the list run in the browser.
import { QuestionsScreen } from '@/components/admin/questions-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function ServiceQuestionsScreen() {
  return (
    <BrowserPage route={ROUTES.adminServiceQuestions}>
      {() => <QuestionsScreen table="service_questions" pathname={ROUTES.adminServiceQuestions} />}
    </BrowserPage>
  );
}
