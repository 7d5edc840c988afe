import { Component, lazy, type ErrorInfo, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LazyBoundary } from './layout/common';
import { PortalFrame } from './layout/PortalFrame';
import { RequireContentType, RequireLessons, RequireLogin, RequireTeacher } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { screens } from './routes';

// pages opened from mailed links only
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);

/**
 * Shows RouteError when rendering a route throws; a navigation to another URL tries again.
 * (Declarative routes instead of a data router: the app uses no loaders or actions, and the data
 * router's code would add about 17 KB gzipped to every learner page.)
 */
class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * All routes (learner spec §2). Screens come from the registry in ./routes.tsx.
 *   /                → /flashcard
 *   /flashcard       login required
 *   /content/:type   theory | exercises, login required
 *   /shop            public
 *   /lessons         students and teacher mode
 *   /statistics/:categoryId   a learner's statistics of a category, login required
 *   /reset-password?token=, /verify-email?token=   links from mails
 *   /admin/*         teacher mode, full page outside the portal frame
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route
            path="admin/*"
            element={
              <RequireTeacher>
                <LazyBoundary>
                  <screens.admin />
                </LazyBoundary>
              </RequireTeacher>
            }
          />
          <Route element={<PortalFrame />}>
            <Route index element={<Navigate to="/flashcard" replace />} />
            <Route
              path="flashcard"
              element={
                <RequireLogin>
                  <screens.flashcard />
                </RequireLogin>
              }
            />
            <Route
              path="content/:type"
              element={
                <RequireContentType>
                  <RequireLogin>
                    <screens.content />
                  </RequireLogin>
                </RequireContentType>
              }
            />
            <Route path="content" element={<Navigate to="/content/theory" replace />} />
            <Route path="shop" element={<screens.shop />} />
            <Route
              path="lessons"
              element={
                <RequireLessons>
                  <screens.lessons />
                </RequireLessons>
              }
            />
            <Route
              path="statistics/:categoryId"
              element={
                <RequireLogin>
                  <screens.statistics />
                </RequireLogin>
              }
            />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route path="*" element={<Navigate to="/flashcard" replace />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
