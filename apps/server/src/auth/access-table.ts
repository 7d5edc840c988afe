/**
 * Who may call each route: the one authorization table of the server.
 * - public:  anyone; a valid token still identifies the user (req.user may be set)
 * - user:    any logged-in user, acting on their own data only (their progress, cart, purchases, profile)
 * - teacher: teacher or admin (teacherMode)
 * - admin:   admin only
 * The access plugin attaches the check to every route from this table and refuses to start when a
 * route is missing, so a new route cannot ship without a decision here.
 */
export type Access = 'public' | 'user' | 'teacher' | 'admin';

export const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/health': 'public',

  // accounts
  'POST /api/auth': 'public', // current user (needs a token) or logout of the given token
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/reset-password/complete': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/user/update': 'user',
  'GET /api/user/sessions': 'user', // the learner's own active sessions
  'POST /api/user/sessions/logout-others': 'user',

  // authoring (admin area): the category tree, cards, contents and uploads, for teachers and admins
  'POST /api/categories': 'teacher',
  'POST /api/categories/:id': 'teacher',
  'POST /api/categories/delete/:id': 'teacher',
  'POST /api/categories/:id/move/:position': 'teacher',
  'POST /api/categories/chapters/': 'teacher',
  'POST /api/categories/chapters': 'teacher',
  'GET /api/cards/:id': 'teacher',
  'POST /api/cards/create/:categoryId': 'teacher',
  'POST /api/cards/update/:id': 'teacher',
  'DELETE /api/cards/:id': 'teacher',
  'POST /api/cards/delete': 'teacher',
  'POST /api/cards/update/moveTo/:id': 'teacher',
  'POST /api/contents/create/:categoryId': 'teacher',
  'PUT /api/contents/update/:id': 'teacher',
  'DELETE /api/contents/:id': 'teacher',
  'POST /api/contents/delete': 'teacher',
  'POST /api/contents/update/moveTo/:id': 'teacher',
  'POST /api/file': 'teacher',
  'POST /api/import/:categoryId': 'teacher', // cards from Anki, Quizlet/CSV, Moodle XML or GIFT
  'GET /api/import/jobs/:id': 'teacher', // a large import's progress and result
  'GET /api/export/:categoryId': 'teacher', // the subtree's cards as an Anki package or CSV
  'POST /api/file/delete/:name': 'teacher',
  'GET /api/file/link/:name': 'teacher',

  // weekly online lessons (visibility by p-flags in the handler); management for teachers and admins
  'GET /api/lesson/access': 'user',
  'GET /api/lesson/:from/:to': 'user',
  'GET /api/lesson/:from/:to/:categoryId': 'user',
  'POST /api/lesson': 'teacher',
  'POST /api/lesson/update/:id': 'teacher',
  'POST /api/lesson/delete/:id': 'teacher',
  'POST /api/file/attach': 'teacher',
  'POST /api/file/edit/:id': 'teacher',
  'POST /api/file/remove/:id': 'teacher',
  'GET /api/lesson-data': 'teacher', // meeting rooms and accounts (links, passwords) of the lesson modal
  'GET /publicFiles/json/lessonData.json': 'teacher',
  'GET /api/calendar/token': 'user',
  'POST /api/calendar/token': 'user',
  'GET /api/calendar/:file': 'public', // the secret token in the file name identifies the user

  // flashcard sessions (the category's visibility is checked in the handlers)
  'GET /api/learntypes': 'public',
  'GET /api/cards/read/:cardId': 'user',
  'GET /api/cards/session/:categoryId': 'user',
  // the memory model: the learner's own exam date, readiness and statistics; teachers' analytics
  'GET /api/exam/:categoryId': 'user',
  'PUT /api/exam/:categoryId': 'user',
  'DELETE /api/exam/:categoryId': 'user',
  'GET /api/stats/:categoryId': 'user',
  'GET /api/analytics/:categoryId': 'teacher',
  'POST /api/cards/:id/:answer': 'user',
  'GET /api/image/:id': 'user',

  // course tree, theory and exercises (visibility by roles and exam flags in the services; admin=1 teachers only)
  'GET /api/categories': 'user',
  'GET /api/categories/:id': 'user',
  'GET /api/categories/progress/:id/:levels': 'user',
  'GET /api/cats/roots': 'user',
  'GET /api/cats/:id': 'user',
  'GET /api/theory/:id': 'user',
  'GET /api/exercise/:id': 'user',
  'GET /api/contents/:id': 'user',
  'GET /api/contents/category/:id': 'teacher',
  'PUT /api/contents/update/:id/stack': 'user',

  // shop, cart, purchases and payments (a user acts on their own cart and purchases only)
  'GET /api/shop': 'public',
  'GET /api/shop/config': 'public',
  'GET /api/shop/add/:id': 'user',
  'GET /api/shop/remove/:id': 'user',
  'GET /api/shop/cart': 'user',
  'GET /api/shop/buy': 'user',
  'GET /api/shop/bought': 'user',
  'GET /api/cats/generate/:categoryId': 'user', // recalculates the caller's own access after a purchase
  'POST /api/payments/webhook': 'public', // Stripe's signature is checked in the handler
  'POST /api/payments/demo/confirm': 'user', // demo mode only
  'GET /api/payments/demo/receipt/:ref': 'public', // the unguessable intent id is the key
  'GET /api/admin/payments/anomalies': 'admin',
  'GET /api/admin/payments/taken-back': 'admin',

  // cache and roles panel (admin spec §7): roles, cache, rights and user delete for teachers and admins
  'GET /api/roles': 'teacher',
  'GET /api/roles/category': 'teacher',
  'POST /api/roles/create/:id': 'teacher',
  'POST /api/roles/update/:id': 'teacher',
  'POST /api/roles/delete/:id': 'teacher',
  // rights and user delete: teachers too (admin spec §6); who may touch is_admin or an admin is decided per
  // request by rightsChangeDecision / deleteUserDecision (packages/core/src/rights.ts)
  'POST /api/user/rights/:id': 'teacher',
  'POST /api/user/delete/:id': 'teacher',
  'GET /api/cats/generate/cat/:id/:arg': 'teacher',
  'GET /api/cats/update_content': 'teacher',
  'GET /api/cats/clean_content': 'teacher',
  'GET /api/cats/clean_all': 'teacher',
  'GET /api/cats/clean_user/:id': 'teacher',
  'GET /api/cats/jobs/:id': 'teacher',

  // trash (deleted categories, cards, contents, lessons, roles; 30 days) and the audit log (issue 18)
  'GET /api/categories/:id/delete-summary': 'teacher',
  'GET /api/trash': 'teacher',
  'POST /api/trash/:id/restore': 'teacher',
  'POST /api/trash/:id/delete': 'teacher',
  'GET /api/audit': 'admin',
};

/** Routes that are not API (static files, docs) and need no entry. */
const LISTED_OUTSIDE_API = new Set(
  Object.keys(ACCESS_TABLE)
    .map((key) => key.split(' ')[1])
    .filter((url) => !url.startsWith('/api/')),
);

/** Routes the table does not govern: static files and the API docs (a non-API path listed in the table is governed). */
export const isUnlistedRoute = (url: string) =>
  url.startsWith('/api/docs') || (!url.startsWith('/api/') && !LISTED_OUTSIDE_API.has(url));
