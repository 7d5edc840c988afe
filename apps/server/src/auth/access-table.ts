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
  'POST /api/file/delete/:name': 'teacher',

  // weekly online lessons (visibility by p-flags in the handler); management for teachers and admins
  'GET /api/lesson/:from/:to': 'user',
  'GET /api/lesson/:from/:to/:categoryId': 'user',
  'POST /api/lesson': 'teacher',
  'POST /api/lesson/update/:id': 'teacher',
  'POST /api/lesson/delete/:id': 'teacher',
  'POST /api/file/attach': 'teacher',
  'POST /api/file/edit/:id': 'teacher',
  'POST /api/file/remove/:id': 'teacher',
  'GET /api/calendar/token': 'user',
  'POST /api/calendar/token': 'user',
  'GET /api/calendar/:file': 'public', // the secret token in the file name identifies the user

  // flashcard sessions (the category's visibility is checked in the handlers)
  'GET /api/learntypes': 'public',
  'GET /api/cards/read/:cardId': 'user',
  'GET /api/cards/session/:categoryId': 'user',
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

  // cache and roles panel (admin spec §7): roles and cache for teachers and admins; rights and user delete admins only
  'GET /api/roles': 'teacher',
  'GET /api/roles/category': 'teacher',
  'POST /api/roles/create/:id': 'teacher',
  'POST /api/roles/update/:id': 'teacher',
  'POST /api/roles/delete/:id': 'teacher',
  'POST /api/user/rights/:id': 'admin',
  'POST /api/user/delete/:id': 'admin',
  'GET /api/cats/generate/cat/:id/:arg': 'teacher',
  'GET /api/cats/update_content': 'teacher',
  'GET /api/cats/clean_content': 'teacher',
  'GET /api/cats/clean_all': 'teacher',
  'GET /api/cats/clean_user/:id': 'teacher',
  'GET /api/cats/jobs/:id': 'teacher',
};

/** Routes that are not API (static files, docs) and need no entry. */
export const isUnlistedRoute = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');
