import { createBrowserRouter, Navigate } from 'react-router';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/components/VerifyEmailPage';
import { LazyBoundary } from './layout/common';
import { PortalFrame } from './layout/PortalFrame';
import { RequireContentType, RequireLessons, RequireLogin, RequireTeacher } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { screens } from './routes';

/**
 * All routes (learner spec §2). Screens come from the registry in ./routes.tsx.
 *   /                → /flashcard
 *   /flashcard       login required
 *   /content/:type   theory | exercises, login required
 *   /shop            public
 *   /lessons         students and teacher mode
 *   /reset-password?token=, /verify-email?token=   links from mails
 *   /admin/*         teacher mode, full page outside the portal frame
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: 'admin/*',
          element: (
            <RequireTeacher>
              <LazyBoundary>
                <screens.admin />
              </LazyBoundary>
            </RequireTeacher>
          ),
        },
        {
          element: <PortalFrame />,
          children: [
            { index: true, element: <Navigate to="/flashcard" replace /> },
            {
              path: 'flashcard',
              element: (
                <RequireLogin>
                  <screens.flashcard />
                </RequireLogin>
              ),
            },
            {
              path: 'content/:type',
              element: (
                <RequireContentType>
                  <RequireLogin>
                    <screens.content />
                  </RequireLogin>
                </RequireContentType>
              ),
            },
            { path: 'content', element: <Navigate to="/content/theory" replace /> },
            { path: 'shop', element: <screens.shop /> },
            {
              path: 'lessons',
              element: (
                <RequireLessons>
                  <screens.lessons />
                </RequireLessons>
              ),
            },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'verify-email', element: <VerifyEmailPage /> },
            { path: '*', element: <Navigate to="/flashcard" replace /> },
          ],
        },
      ],
    },
  ]);
}
