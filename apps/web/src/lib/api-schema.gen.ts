/* Generated from the server's OpenAPI document by `npm run api:types`; do not edit. */
export interface paths {
    "/api/admin/payments/anomalies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paid events that granted nothing
         * @description Admins: wrong amount or currency, paid after cancel, already granted; to refund or resolve by hand.
         *
         *     Error codes: `card_payment.declined`, `card_payment.expired`, `card_payment.insufficient_funds`, `card_payment.invalid_cvc`, `card_payment.invalid_expiry`, `card_payment.invalid_number`, `payments.already_paid`, `payments.demo_only`, `payments.invalid_signature`, `payments.not_found`, `payments.not_open`, `payments.received`, `payments.succeeded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Paid events that granted nothing, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            anomalies: {
                                /** Format: date-time */
                                created_at: string;
                                event_id: string;
                                /** @description What the order costs, in CHF */
                                expected: number | null;
                                expected_currency: string | null;
                                id: number;
                                /**
                                 * @description Why the paid event granted nothing, or was taken back at once (refunded or lost in a dispute before the success arrived)
                                 * @enum {string}
                                 */
                                kind: "amount_mismatch" | "currency_mismatch" | "paid_after_cancel" | "already_granted" | "refunded_before_paid" | "disputed_before_paid";
                                payment_id: number | null;
                                /** @description stripe or demo */
                                provider: string;
                                /** @description The provider’s payment (intent) id */
                                provider_ref: string;
                                /** @description What the provider says was paid, in CHF */
                                received: number | null;
                                received_currency: string | null;
                                /** @description The buyer, null when the account is gone */
                                user: {
                                    email: string;
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/taken-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Purchases taken back
         * @description Admins: bought products refunded, lost in a dispute or canceled, newest first (at most 200).
         *
         *     Error codes: `card_payment.declined`, `card_payment.expired`, `card_payment.insufficient_funds`, `card_payment.invalid_cvc`, `card_payment.invalid_expiry`, `card_payment.invalid_number`, `payments.already_paid`, `payments.demo_only`, `payments.invalid_signature`, `payments.not_found`, `payments.not_open`, `payments.received`, `payments.succeeded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Purchases taken back, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            taken_back: {
                                category_id: number;
                                category_name: string;
                                /** @description Months */
                                duration: number;
                                exam_type: string;
                                /** @description The bought product */
                                id: number;
                                payment_id: number | null;
                                /** @description CHF */
                                price: number;
                                /** Format: date-time */
                                revoked_at: string | null;
                                /**
                                 * @description How it was taken back: refunded, disputed (a lost chargeback) or canceled (never active here)
                                 * @enum {string}
                                 */
                                status: "active" | "refunded" | "disputed" | "canceled";
                                user: {
                                    email: string;
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teachers: the hardest cards and the learners’ levels of a category
         * @description The hardest cards of the subtree first (error rate, FSRS difficulty, answers), flagged by the stated rule, and the learners over the levels.
         *
         *     Error codes: `memory.category_not_found`, `memory.date_invalid`, `memory.date_range`, `memory.no_access`, `memory.no_programme`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Teacher analytics */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The hardest cards first */
                            cards: {
                                answers: number;
                                category_id: number;
                                /** @description Mean FSRS difficulty (1 to 10) */
                                difficulty: number | null;
                                /** @description wrong / answers, 0 to 1 (3 decimals) */
                                error_rate: number;
                                /** @description true when the card meets flag_rule */
                                flagged: boolean;
                                id: number;
                                learners: number;
                                title: string;
                                type: number;
                                wrong: number;
                            }[];
                            category: {
                                id: number;
                                title: string;
                            };
                            flag_error_rate: number;
                            flag_min_answers: number;
                            flag_rule: string;
                            learners: number;
                            /** @description Every learner × card pair of the subtree over the 7 levels (never answered: level 0) */
                            levels: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                p: number[];
                            };
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first
         * @description Who created, changed, moved, deleted, restored or purged which category, card, content, lesson or role, and who granted or revoked which rights. Filter by the acting user (`user_id`) and by item (`item_type`, `item_id`); paged.
         *
         *     Error codes: the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    item_id?: number;
                    item_type?: "category" | "card" | "content" | "lesson" | "role" | "user";
                    page?: number;
                    per_page?: number;
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the audit log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Newest first */
                            entries: {
                                /** @enum {string} */
                                action: "create" | "update" | "move" | "delete" | "restore" | "purge" | "grant" | "revoke" | "import" | "export";
                                /**
                                 * Format: date-time
                                 * @description When it happened
                                 */
                                at: string;
                                /** @description What changed: e.g. `{ right }` for a grant, `{ trash_id, summary }` for a delete */
                                details: {
                                    [key: string]: unknown;
                                };
                                id: number;
                                item_id: number | null;
                                /** @description The item's title at the time */
                                item_title: string;
                                /** @enum {string} */
                                item_type: "category" | "card" | "content" | "lesson" | "role" | "user";
                                /** @description Who did it; null for the system or a since deleted user */
                                user_id: number | null;
                                /** @description Their name at the time ('system' for the purge job) */
                                user_name: string;
                            }[];
                            page: number;
                            per_page: number;
                            /** @description Entries matching the filter, over all pages */
                            total: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current user, or logout
         * @description Without a body (or without `token`): the user of the bearer token, 401 without a valid one. With `{ token }`: ends that session (logout) and answers `Logged out`, valid token or not.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token?: string;
                    } | null;
                };
            };
            responses: {
                /** @description The current user, or the logout message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 'User returned', or 'Logged out' for a logout */
                            message: string;
                            /** @description The logged-in user (absent for a logout) */
                            user?: {
                                address: string | null;
                                address_parent: string | null;
                                /**
                                 * @description Sees every programme without buying it
                                 * @enum {number}
                                 */
                                all_access: 0 | 1;
                                /**
                                 * Format: date
                                 * @description Calendar day, YYYY-MM-DD
                                 */
                                birthdate: string | null;
                                city: string | null;
                                city_parent: string | null;
                                country: string | null;
                                country_parent: string | null;
                                email: string;
                                email_parent: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the email address was confirmed; null until then
                                 */
                                email_verified_at: string | null;
                                first_name: string | null;
                                first_name_parent: string | null;
                                id: number;
                                /** @enum {number} */
                                is_admin: 0 | 1;
                                /** @enum {number} */
                                is_student: 0 | 1;
                                /**
                                 * @description Teacher mode: authoring, lessons, the admin panel
                                 * @enum {number}
                                 */
                                is_teacher: 0 | 1;
                                /**
                                 * @description The user's language (null: not chosen yet)
                                 * @enum {string|null}
                                 */
                                language: "de" | "en" | null;
                                last_name: string | null;
                                last_name_parent: string | null;
                                name: string;
                                /**
                                 * @description 1 when a parent is the contract partner (the *_parent fields apply)
                                 * @enum {number}
                                 */
                                parent: 0 | 1;
                                phone: string | null;
                                phone_parent: string | null;
                                zip: string | null;
                                zip_parent: string | null;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in: a bearer token for the user
         * @description A wrong password and an unknown email give the same 422. Rate-limited per client IP (429). Failed logins are throttled per address and client: after two, each further one makes that client wait 1 s, 2 s, … (429 `login_throttled`), the fifth locks that client out of the address for LOGIN_LOCK_SECONDS; failures from all clients together lock the address for clients that never logged into it (429 `account_locked`), while a client that has logged in before still can. Locks double within a day and end with a completed password reset. 429 carries `Retry-After` in seconds. Addresses are compared in one normal form (Unicode NFKC, then lower case).
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "email": "student@example.com",
                     *       "password": "correct horse battery"
                     *     }
                     */
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The session: a bearer token and the logged-in user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "token": "k3Jq9w0ZxY7mR2vT5bN8cL4pQ1sD6fHa",
                         *       "user": {
                         *         "id": 3,
                         *         "name": "Student",
                         *         "email": "student@example.com",
                         *         "first_name": "Anna",
                         *         "language": "de",
                         *         "last_name": "Muster",
                         *         "birthdate": "2004-05-17",
                         *         "address": "Bahnhofstrasse 1",
                         *         "zip": "8001",
                         *         "city": "Zürich",
                         *         "country": "Switzerland",
                         *         "phone": null,
                         *         "parent": 0,
                         *         "first_name_parent": null,
                         *         "last_name_parent": null,
                         *         "address_parent": null,
                         *         "zip_parent": null,
                         *         "city_parent": null,
                         *         "country_parent": null,
                         *         "phone_parent": null,
                         *         "email_parent": null,
                         *         "email_verified_at": "2026-09-01T08:00:00.000Z",
                         *         "is_student": 1,
                         *         "is_teacher": 0,
                         *         "is_admin": 0,
                         *         "all_access": 0
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @description The bearer token of the new session: send it as `Authorization: Bearer <token>` */
                            token: string;
                            /** @description User */
                            user: {
                                address: string | null;
                                address_parent: string | null;
                                /**
                                 * @description Sees every programme without buying it
                                 * @enum {number}
                                 */
                                all_access: 0 | 1;
                                /**
                                 * Format: date
                                 * @description Calendar day, YYYY-MM-DD
                                 */
                                birthdate: string | null;
                                city: string | null;
                                city_parent: string | null;
                                country: string | null;
                                country_parent: string | null;
                                email: string;
                                email_parent: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the email address was confirmed; null until then
                                 */
                                email_verified_at: string | null;
                                first_name: string | null;
                                first_name_parent: string | null;
                                id: number;
                                /** @enum {number} */
                                is_admin: 0 | 1;
                                /** @enum {number} */
                                is_student: 0 | 1;
                                /**
                                 * @description Teacher mode: authoring, lessons, the admin panel
                                 * @enum {number}
                                 */
                                is_teacher: 0 | 1;
                                /**
                                 * @description The user's language (null: not chosen yet)
                                 * @enum {string|null}
                                 */
                                language: "de" | "en" | null;
                                last_name: string | null;
                                last_name_parent: string | null;
                                name: string;
                                /**
                                 * @description 1 when a parent is the contract partner (the *_parent fields apply)
                                 * @enum {number}
                                 */
                                parent: 0 | 1;
                                phone: string | null;
                                phone_parent: string | null;
                                zip: string | null;
                                zip_parent: string | null;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: Retry-After tells when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a learner account and log in
         * @description The terms must be accepted (`terms`: true/1). Sends a mail to confirm the address; the answer already holds a bearer token. 422 names the refused fields (email taken, password policy with its `code`); for a taken address its owner is mailed that someone tried to register with it (at most once an hour). Attempts are counted per client address (REGISTER_PER_SOURCE an hour) and per address tried (REGISTER_PER_ADDRESS an hour): past either, 429 with code `auth.register_throttled` and `Retry-After`.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        /** @description At least 8 and at most 200 characters (in Unicode NFKC form), no control characters, and hard to guess (zxcvbn score ≥ 3, the user’s name and email count as guesses). 422 codes: password.too_short, password.too_long, password.blank, password.control_characters, password.common, password.weak. */
                        password: string;
                        terms: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description The session: a bearer token and the logged-in user */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "token": "k3Jq9w0ZxY7mR2vT5bN8cL4pQ1sD6fHa",
                         *       "user": {
                         *         "id": 3,
                         *         "name": "Student",
                         *         "email": "student@example.com",
                         *         "first_name": "Anna",
                         *         "language": "de",
                         *         "last_name": "Muster",
                         *         "birthdate": "2004-05-17",
                         *         "address": "Bahnhofstrasse 1",
                         *         "zip": "8001",
                         *         "city": "Zürich",
                         *         "country": "Switzerland",
                         *         "phone": null,
                         *         "parent": 0,
                         *         "first_name_parent": null,
                         *         "last_name_parent": null,
                         *         "address_parent": null,
                         *         "zip_parent": null,
                         *         "city_parent": null,
                         *         "country_parent": null,
                         *         "phone_parent": null,
                         *         "email_parent": null,
                         *         "email_verified_at": "2026-09-01T08:00:00.000Z",
                         *         "is_student": 1,
                         *         "is_teacher": 0,
                         *         "is_admin": 0,
                         *         "all_access": 0
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @description The bearer token of the new session: send it as `Authorization: Bearer <token>` */
                            token: string;
                            /** @description User */
                            user: {
                                address: string | null;
                                address_parent: string | null;
                                /**
                                 * @description Sees every programme without buying it
                                 * @enum {number}
                                 */
                                all_access: 0 | 1;
                                /**
                                 * Format: date
                                 * @description Calendar day, YYYY-MM-DD
                                 */
                                birthdate: string | null;
                                city: string | null;
                                city_parent: string | null;
                                country: string | null;
                                country_parent: string | null;
                                email: string;
                                email_parent: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the email address was confirmed; null until then
                                 */
                                email_verified_at: string | null;
                                first_name: string | null;
                                first_name_parent: string | null;
                                id: number;
                                /** @enum {number} */
                                is_admin: 0 | 1;
                                /** @enum {number} */
                                is_student: 0 | 1;
                                /**
                                 * @description Teacher mode: authoring, lessons, the admin panel
                                 * @enum {number}
                                 */
                                is_teacher: 0 | 1;
                                /**
                                 * @description The user's language (null: not chosen yet)
                                 * @enum {string|null}
                                 */
                                language: "de" | "en" | null;
                                last_name: string | null;
                                last_name_parent: string | null;
                                name: string;
                                /**
                                 * @description 1 when a parent is the contract partner (the *_parent fields apply)
                                 * @enum {number}
                                 */
                                parent: 0 | 1;
                                phone: string | null;
                                phone_parent: string | null;
                                zip: string | null;
                                zip_parent: string | null;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: Retry-After tells when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Answers the same for known and unknown addresses, after the same time (no sooner than RESET_REQUEST_FLOOR_MS). The link is valid for one hour; a new one ends older ones. 429 (with `Retry-After`) after too many requests for one address.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description A message for the user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: Retry-After tells when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Ends every session of the account and every other reset link. 422 for an invalid, used or expired link, a mismatched confirmation or a password the policy refuses.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At least 8 and at most 200 characters (in Unicode NFKC form), no control characters, and hard to guess (zxcvbn score ≥ 3, the user’s name and email count as guesses). 422 codes: password.too_short, password.too_long, password.blank, password.control_characters, password.common, password.weak. */
                        password: string;
                        password_confirmation: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The password was reset */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /**
                             * @description Every session of the account was logged out
                             * @enum {boolean}
                             */
                            sessions_revoked: true;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: Retry-After tells when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the email address with the mailed link
         * @description 422 for an invalid, used or expired link (valid for 48 hours).
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The address is confirmed: the user with email_verified_at set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description User */
                            user: {
                                address: string | null;
                                address_parent: string | null;
                                /**
                                 * @description Sees every programme without buying it
                                 * @enum {number}
                                 */
                                all_access: 0 | 1;
                                /**
                                 * Format: date
                                 * @description Calendar day, YYYY-MM-DD
                                 */
                                birthdate: string | null;
                                city: string | null;
                                city_parent: string | null;
                                country: string | null;
                                country_parent: string | null;
                                email: string;
                                email_parent: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the email address was confirmed; null until then
                                 */
                                email_verified_at: string | null;
                                first_name: string | null;
                                first_name_parent: string | null;
                                id: number;
                                /** @enum {number} */
                                is_admin: 0 | 1;
                                /** @enum {number} */
                                is_student: 0 | 1;
                                /**
                                 * @description Teacher mode: authoring, lessons, the admin panel
                                 * @enum {number}
                                 */
                                is_teacher: 0 | 1;
                                /**
                                 * @description The user's language (null: not chosen yet)
                                 * @enum {string|null}
                                 */
                                language: "de" | "en" | null;
                                last_name: string | null;
                                last_name_parent: string | null;
                                name: string;
                                /**
                                 * @description 1 when a parent is the contract partner (the *_parent fields apply)
                                 * @enum {number}
                                 */
                                parent: 0 | 1;
                                phone: string | null;
                                phone_parent: string | null;
                                zip: string | null;
                                zip_parent: string | null;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: Retry-After tells when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The personal calendar feed (iCal)
         * @description Public: the secret token in the file name identifies the user. The lessons the user may see, of the last 4 and the next 12 weeks, as text/calendar. 404: unknown token.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description `{token}.ics` from POST /api/calendar/token */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The iCalendar document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: Retry-After tells when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user has a calendar feed URL
         * @description Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description true: a feed URL exists (it is shown only once, when created) */
                            active: boolean;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new secret calendar feed URL
         * @description Creates the user's personal iCal feed URL, replacing an earlier one (which stops working). The URL is shown only here.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The secret feed URL (…/api/calendar/{token}.ics); an earlier URL stops working */
                            url: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One card for the editor
         * @description The card’s fields and data, whatever category it is in (teachers and admins).
         *
         *     Error codes: `card_admin.category_not_found`, `card_admin.created`, `card_admin.deleted`, `card_admin.deleted_many`, `card_admin.description_invalid`, `card_admin.learn_type_invalid`, `card_admin.moved`, `card_admin.not_found`, `card_admin.some_not_found`, `card_admin.title_too_long`, `card_admin.type_invalid`, `card_admin.updated`, `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Card (editor) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category_id: number;
                            /** @description ISO 8601 instant */
                            created_at: string;
                            /** @description The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                            data: {
                                /** @description Stored file name of the back image */
                                back_picture: string;
                                /** @description Stored file name of the front image (an upload of POST /api/file) */
                                front_picture: string;
                            } | {
                                /** @description Back side, cleaned HTML */
                                back_html: string;
                                /** @description Front side, cleaned HTML */
                                front_html: string;
                            } | {
                                /** @description The answers, in the editor’s order */
                                answers: ({
                                    /** @description A correct answer */
                                    true: string;
                                } | {
                                    /** @description A wrong answer */
                                    false: string;
                                })[];
                                /** @description The question */
                                question: string;
                            } | {
                                /** @description The pairs to match: [left, right] */
                                answers: (string)[][];
                                /** @description The task */
                                question: string;
                            } | {
                                /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                                question: string;
                            } | {
                                /** @description The word in the learner’s language */
                                native: {
                                    /** @description An example sentence ("–" when an imported list had none; not shown) */
                                    example: string;
                                    /** @description Its explanation ("–" when an imported list had none; not shown) */
                                    explanation: string;
                                    /** @description The word */
                                    word: string;
                                };
                                /** @description The word in the language learned */
                                translation: {
                                    /** @description An example sentence ("–" when an imported list had none; not shown) */
                                    example: string;
                                    /** @description Its explanation ("–" when an imported list had none; not shown) */
                                    explanation: string;
                                    /** @description The word */
                                    word: string;
                                };
                            };
                            /** @description An optional note on the card (null when none) */
                            description: string | null;
                            /** @description Difficulty, 1 to 5 */
                            difficulty: number;
                            id: number;
                            /** @description The learn type (GET /api/learntypes); 0 standard */
                            learntype_id: number;
                            /** @description Relevance, 1 to 5 */
                            relevance: number;
                            title: string;
                            /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                            type: number;
                            /** @description ISO 8601 instant */
                            updated_at: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a card (to the trash)
         * @description The card goes to the trash for 30 days; `trash_id` restores it.
         *
         *     Error codes: `card_admin.category_not_found`, `card_admin.created`, `card_admin.deleted`, `card_admin.deleted_many`, `card_admin.description_invalid`, `card_admin.learn_type_invalid`, `card_admin.moved`, `card_admin.not_found`, `card_admin.some_not_found`, `card_admin.title_too_long`, `card_admin.type_invalid`, `card_admin.updated`, `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The ids moved to the trash */
                            deleted: number[];
                            message: string;
                            /** @description Undo with POST /api/trash/{trash_id}/restore (kept 30 days) */
                            trash_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/{id}/{answer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an answer to a card
         * @description `answer` is 1/true (known) or 0/false. A retried request with the same `Idempotency-Key` changes nothing twice and answers the first result (`replayed`); the same key for another card or answer is 409. Watch-only access: the result is computed, not stored (`stored: false`). The optional body `{ "answered_at": … }` says when the answer was given (see the field; 422 when it is more than 5 minutes ahead or more than 14 days old). 503 when the same card is answered elsewhere at the same moment too often in a row.
         *
         *     Error codes: `cards.answer_invalid`, `cards.answer_not_stored`, `cards.answer_saved`, `cards.answer_time_future`, `cards.answer_time_too_old`, `cards.answered_at_invalid`, `cards.busy`, `cards.category_no_access`, `cards.category_not_found`, `cards.image_missing`, `cards.key_reused`, `cards.no_access`, `cards.no_image`, `cards.not_found`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    answer: "0" | "1" | "true" | "false";
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When the learner gave the answer (ISO 8601 with an offset or Z), e.g. an answer kept offline. Used for the review and the answer log when it is at most 14 days old and at most 5 minutes ahead of the server's clock (a time ahead but within that allowance counts as now; a time before the card's last review counts as that review's time). Outside these bounds: 422 with `errors.answered_at` and code `cards.answer_time_future` or `cards.answer_time_too_old`, nothing stored. Without it: the time the request arrives.
                         */
                        answered_at?: string;
                        /** @description true: the learner says a typed answer the app judged wrong was right ("Ich hatte recht"). Only with a right answer (`answer` 1/true); it counts as right and is logged as an override. */
                        override?: boolean;
                    } | null;
                };
            };
            responses: {
                /** @description The result of an answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Answer saved",
                         *       "card_id": 12,
                         *       "correct": true,
                         *       "stack": 1,
                         *       "last_mistakes": 0,
                         *       "stored": true,
                         *       "replayed": false
                         *     }
                         */
                        "application/json": {
                            card_id: number;
                            /** @description The answer as given */
                            correct: boolean;
                            /** @description Wrong answers in a row since the last correct one */
                            last_mistakes: number;
                            message: string;
                            /** @description true when the Idempotency-Key was seen before: the first result, nothing written again */
                            replayed: boolean;
                            /** @description The stack after the answer */
                            stack: number;
                            /** @description false for watch-only access: the would-be result, nothing written */
                            stored: boolean;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/create/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a card in a category
         * @description Validated in the spec’s order (title, relevance, difficulty, then the rules of the type’s data) with its messages (422; a failing relevance also reports a failing difficulty). 404 when the category does not exist.
         *
         *     Error codes: `card_admin.category_not_found`, `card_admin.created`, `card_admin.deleted`, `card_admin.deleted_many`, `card_admin.description_invalid`, `card_admin.learn_type_invalid`, `card_admin.moved`, `card_admin.not_found`, `card_admin.some_not_found`, `card_admin.title_too_long`, `card_admin.type_invalid`, `card_admin.updated`, `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            /** @description A new card */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ignored: the category is the path’s */
                        category_id?: number;
                        /** @description The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer" */
                        data: ({
                            /** @description Stored file name of the back image */
                            back_picture: string;
                            /** @description Stored file name of the front image (an upload of POST /api/file) */
                            front_picture: string;
                        } | {
                            /** @description Back side, cleaned HTML */
                            back_html: string;
                            /** @description Front side, cleaned HTML */
                            front_html: string;
                        } | {
                            /** @description The answers, in the editor’s order */
                            answers: ({
                                /** @description A correct answer */
                                true: string;
                            } | {
                                /** @description A wrong answer */
                                false: string;
                            })[];
                            /** @description The question */
                            question: string;
                        } | {
                            /** @description The pairs to match: [left, right] */
                            answers: (string)[][];
                            /** @description The task */
                            question: string;
                        } | {
                            /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                            question: string;
                        } | {
                            /** @description The word in the learner’s language */
                            native: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                            /** @description The word in the language learned */
                            translation: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                        }) | string;
                        /** @description An optional note; at most 5000 characters */
                        description?: string | null;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty: number;
                        /** @description A learn type id of GET /api/learntypes; 0 (standard) when left out */
                        learntype_id?: number;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance: number;
                        /** @description Must be filled ("Title must be entered"); at most 255 characters */
                        title: string;
                        /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell) */
                        type?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description Ignored: the category is the path’s */
                        category_id?: number;
                        /** @description The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer" */
                        data: ({
                            /** @description Stored file name of the back image */
                            back_picture: string;
                            /** @description Stored file name of the front image (an upload of POST /api/file) */
                            front_picture: string;
                        } | {
                            /** @description Back side, cleaned HTML */
                            back_html: string;
                            /** @description Front side, cleaned HTML */
                            front_html: string;
                        } | {
                            /** @description The answers, in the editor’s order */
                            answers: ({
                                /** @description A correct answer */
                                true: string;
                            } | {
                                /** @description A wrong answer */
                                false: string;
                            })[];
                            /** @description The question */
                            question: string;
                        } | {
                            /** @description The pairs to match: [left, right] */
                            answers: (string)[][];
                            /** @description The task */
                            question: string;
                        } | {
                            /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                            question: string;
                        } | {
                            /** @description The word in the learner’s language */
                            native: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                            /** @description The word in the language learned */
                            translation: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                        }) | string;
                        /** @description An optional note; at most 5000 characters */
                        description?: string | null;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty: number;
                        /** @description A learn type id of GET /api/learntypes; 0 (standard) when left out */
                        learntype_id?: number;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance: number;
                        /** @description Must be filled ("Title must be entered"); at most 255 characters */
                        title: string;
                        /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell) */
                        type?: number;
                    };
                    "multipart/form-data": {
                        /** @description Ignored: the category is the path’s */
                        category_id?: number;
                        /** @description The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer" */
                        data: ({
                            /** @description Stored file name of the back image */
                            back_picture: string;
                            /** @description Stored file name of the front image (an upload of POST /api/file) */
                            front_picture: string;
                        } | {
                            /** @description Back side, cleaned HTML */
                            back_html: string;
                            /** @description Front side, cleaned HTML */
                            front_html: string;
                        } | {
                            /** @description The answers, in the editor’s order */
                            answers: ({
                                /** @description A correct answer */
                                true: string;
                            } | {
                                /** @description A wrong answer */
                                false: string;
                            })[];
                            /** @description The question */
                            question: string;
                        } | {
                            /** @description The pairs to match: [left, right] */
                            answers: (string)[][];
                            /** @description The task */
                            question: string;
                        } | {
                            /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                            question: string;
                        } | {
                            /** @description The word in the learner’s language */
                            native: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                            /** @description The word in the language learned */
                            translation: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                        }) | string;
                        /** @description An optional note; at most 5000 characters */
                        description?: string | null;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty: number;
                        /** @description A learn type id of GET /api/learntypes; 0 (standard) when left out */
                        learntype_id?: number;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance: number;
                        /** @description Must be filled ("Title must be entered"); at most 255 characters */
                        title: string;
                        /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell) */
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Created: the new object */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Card (editor) */
                            card: {
                                category_id: number;
                                /** @description ISO 8601 instant */
                                created_at: string;
                                /** @description The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                data: {
                                    /** @description Stored file name of the back image */
                                    back_picture: string;
                                    /** @description Stored file name of the front image (an upload of POST /api/file) */
                                    front_picture: string;
                                } | {
                                    /** @description Back side, cleaned HTML */
                                    back_html: string;
                                    /** @description Front side, cleaned HTML */
                                    front_html: string;
                                } | {
                                    /** @description The answers, in the editor’s order */
                                    answers: ({
                                        /** @description A correct answer */
                                        true: string;
                                    } | {
                                        /** @description A wrong answer */
                                        false: string;
                                    })[];
                                    /** @description The question */
                                    question: string;
                                } | {
                                    /** @description The pairs to match: [left, right] */
                                    answers: (string)[][];
                                    /** @description The task */
                                    question: string;
                                } | {
                                    /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                                    question: string;
                                } | {
                                    /** @description The word in the learner’s language */
                                    native: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                    /** @description The word in the language learned */
                                    translation: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                };
                                /** @description An optional note on the card (null when none) */
                                description: string | null;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                id: number;
                                /** @description The learn type (GET /api/learntypes); 0 standard */
                                learntype_id: number;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                title: string;
                                /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                type: number;
                                /** @description ISO 8601 instant */
                                updated_at: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several cards (to the trash)
         * @description All or nothing, as one trash batch. When an id does not exist nothing is deleted: 404 for a single id, 422 for several.
         *
         *     Error codes: `card_admin.category_not_found`, `card_admin.created`, `card_admin.deleted`, `card_admin.deleted_many`, `card_admin.description_invalid`, `card_admin.learn_type_invalid`, `card_admin.moved`, `card_admin.not_found`, `card_admin.some_not_found`, `card_admin.title_too_long`, `card_admin.type_invalid`, `card_admin.updated`, `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The selected cards */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000) */
                        card_ids: number[];
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000) */
                        card_ids: number[];
                    };
                    "multipart/form-data": {
                        /** @description The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000) */
                        card_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The ids moved to the trash */
                            deleted: number[];
                            message: string;
                            /** @description Undo with POST /api/trash/{trash_id}/restore (kept 30 days) */
                            trash_id: number;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/read/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One card with the user’s progress
         * @description The card (learner spec §3 "Card") with the user’s `stack` and `last_mistakes`, and the nested `card` object: the card’s own fields without the progress. 403 when the card’s category is outside the user’s access.
         *
         *     Error codes: `cards.answer_invalid`, `cards.answer_not_stored`, `cards.answer_saved`, `cards.answer_time_future`, `cards.answer_time_too_old`, `cards.answered_at_invalid`, `cards.busy`, `cards.category_no_access`, `cards.category_not_found`, `cards.image_missing`, `cards.key_reused`, `cards.no_access`, `cards.no_image`, `cards.not_found`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cardId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A card with the user’s progress and, as the spec names it, the nested card object */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "title": "Lösung einer Gleichung",
                         *       "type": 3,
                         *       "relevance": 5,
                         *       "difficulty": 1,
                         *       "learntype_id": 0,
                         *       "category_id": 4,
                         *       "data": {
                         *         "question": "Welche Lösung hat 2x + 6 = 14?",
                         *         "answers": [
                         *           {
                         *             "false": "x = 3"
                         *           },
                         *           {
                         *             "true": "x = 4"
                         *           },
                         *           {
                         *             "false": "x = 10"
                         *           }
                         *         ]
                         *       },
                         *       "description": null,
                         *       "stack": 2,
                         *       "last_mistakes": 0,
                         *       "thumbnails": null,
                         *       "card": {
                         *         "id": 12,
                         *         "title": "Lösung einer Gleichung",
                         *         "type": 3,
                         *         "relevance": 5,
                         *         "difficulty": 1,
                         *         "learntype_id": 0,
                         *         "category_id": 4,
                         *         "data": {
                         *           "question": "Welche Lösung hat 2x + 6 = 14?",
                         *           "answers": [
                         *             {
                         *               "false": "x = 3"
                         *             },
                         *             {
                         *               "true": "x = 4"
                         *             },
                         *             {
                         *               "false": "x = 10"
                         *             }
                         *           ]
                         *         },
                         *         "description": null
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @description The card itself, without the user’s progress */
                            card: {
                                category_id: number;
                                /** @description The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                data: {
                                    /** @description Stored file name of the back image */
                                    back_picture: string;
                                    /** @description Stored file name of the front image (an upload of POST /api/file) */
                                    front_picture: string;
                                } | {
                                    /** @description Back side, cleaned HTML */
                                    back_html: string;
                                    /** @description Front side, cleaned HTML */
                                    front_html: string;
                                } | {
                                    /** @description The answers, in the editor’s order */
                                    answers: ({
                                        /** @description A correct answer */
                                        true: string;
                                    } | {
                                        /** @description A wrong answer */
                                        false: string;
                                    })[];
                                    /** @description The question */
                                    question: string;
                                } | {
                                    /** @description The pairs to match: [left, right] */
                                    answers: (string)[][];
                                    /** @description The task */
                                    question: string;
                                } | {
                                    /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                                    question: string;
                                } | {
                                    /** @description The word in the learner’s language */
                                    native: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                    /** @description The word in the language learned */
                                    translation: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                };
                                /** @description An optional note on the card (null when none) */
                                description: string | null;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                id: number;
                                /** @description The learn type (GET /api/learntypes); 0 standard */
                                learntype_id: number;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                title: string;
                                /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                type: number;
                            };
                            category_id: number;
                            /** @description The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                            data: {
                                /** @description Stored file name of the back image */
                                back_picture: string;
                                /** @description Stored file name of the front image (an upload of POST /api/file) */
                                front_picture: string;
                            } | {
                                /** @description Back side, cleaned HTML */
                                back_html: string;
                                /** @description Front side, cleaned HTML */
                                front_html: string;
                            } | {
                                /** @description The answers, in the editor’s order */
                                answers: ({
                                    /** @description A correct answer */
                                    true: string;
                                } | {
                                    /** @description A wrong answer */
                                    false: string;
                                })[];
                                /** @description The question */
                                question: string;
                            } | {
                                /** @description The pairs to match: [left, right] */
                                answers: (string)[][];
                                /** @description The task */
                                question: string;
                            } | {
                                /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                                question: string;
                            } | {
                                /** @description The word in the learner’s language */
                                native: {
                                    /** @description An example sentence ("–" when an imported list had none; not shown) */
                                    example: string;
                                    /** @description Its explanation ("–" when an imported list had none; not shown) */
                                    explanation: string;
                                    /** @description The word */
                                    word: string;
                                };
                                /** @description The word in the language learned */
                                translation: {
                                    /** @description An example sentence ("–" when an imported list had none; not shown) */
                                    example: string;
                                    /** @description Its explanation ("–" when an imported list had none; not shown) */
                                    explanation: string;
                                    /** @description The word */
                                    word: string;
                                };
                            };
                            /** @description An optional note on the card (null when none) */
                            description: string | null;
                            /** @description Difficulty, 1 to 5 */
                            difficulty: number;
                            id: number;
                            /** @description Wrong answers in a row since the last correct one */
                            last_mistakes: number;
                            /** @description The learn type (GET /api/learntypes); 0 standard */
                            learntype_id: number;
                            /** @description Relevance, 1 to 5 */
                            relevance: number;
                            /** @description The user's stack 0 to 6; 0 means never answered */
                            stack: number;
                            /** @description Image cards (type 1): signed links to PNG thumbnails (at most 300×300) for this user; null for other types */
                            thumbnails: {
                                /** @description Signed link to the front picture’s thumbnail, /storage/thumbnails/{id}-a.png?… */
                                a: string;
                                /** @description Signed link to the back picture’s thumbnail, /storage/thumbnails/{id}-b.png?… */
                                b: string;
                            } | null;
                            title: string;
                            /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                            type: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/session/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cards of a learning session in a category
         * @description The spec’s card set (learner spec §4: at most 20 visible cards of the category and its subtree; answered cards at positions from half the set on or when new cards run out, new cards otherwise), chosen on the server: new cards by relevance; answered cards missed last time first, then due ones, then the others, each lowest predicted recall first. The user’s progress over the subtree.
         *
         *     Error codes: `cards.answer_invalid`, `cards.answer_not_stored`, `cards.answer_saved`, `cards.answer_time_future`, `cards.answer_time_too_old`, `cards.answered_at_invalid`, `cards.busy`, `cards.category_no_access`, `cards.category_not_found`, `cards.image_missing`, `cards.key_reused`, `cards.no_access`, `cards.no_image`, `cards.not_found`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cards of a learning session in a category */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "category": {
                         *         "id": 4,
                         *         "title": "Gleichungen",
                         *         "titles": [
                         *           "Mathematik",
                         *           "Algebra",
                         *           "Gleichungen"
                         *         ]
                         *       },
                         *       "progress": {
                         *         "n": 3,
                         *         "p": [
                         *           2,
                         *           1,
                         *           0,
                         *           0,
                         *           0,
                         *           0,
                         *           0
                         *         ]
                         *       },
                         *       "can_store_progress": true,
                         *       "cards": [
                         *         {
                         *           "id": 12,
                         *           "title": "Lösung einer Gleichung",
                         *           "type": 3,
                         *           "relevance": 5,
                         *           "difficulty": 1,
                         *           "learntype_id": 0,
                         *           "category_id": 4,
                         *           "data": {
                         *             "question": "Welche Lösung hat 2x + 6 = 14?",
                         *             "answers": [
                         *               {
                         *                 "false": "x = 3"
                         *               },
                         *               {
                         *                 "true": "x = 4"
                         *               },
                         *               {
                         *                 "false": "x = 10"
                         *               }
                         *             ]
                         *           },
                         *           "description": null,
                         *           "stack": 0,
                         *           "last_mistakes": 0,
                         *           "thumbnails": null
                         *         }
                         *       ],
                         *       "plan": {
                         *         "due": 0,
                         *         "early": 0,
                         *         "new": 1,
                         *         "practice": false,
                         *         "due_total": 0,
                         *         "new_total": 2
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @description false for watch-only access: answers are checked, not stored */
                            can_store_progress: boolean;
                            /** @description The session’s cards (at most 20), in the order to show them */
                            cards: {
                                category_id: number;
                                /** @description The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                data: {
                                    /** @description Stored file name of the back image */
                                    back_picture: string;
                                    /** @description Stored file name of the front image (an upload of POST /api/file) */
                                    front_picture: string;
                                } | {
                                    /** @description Back side, cleaned HTML */
                                    back_html: string;
                                    /** @description Front side, cleaned HTML */
                                    front_html: string;
                                } | {
                                    /** @description The answers, in the editor’s order */
                                    answers: ({
                                        /** @description A correct answer */
                                        true: string;
                                    } | {
                                        /** @description A wrong answer */
                                        false: string;
                                    })[];
                                    /** @description The question */
                                    question: string;
                                } | {
                                    /** @description The pairs to match: [left, right] */
                                    answers: (string)[][];
                                    /** @description The task */
                                    question: string;
                                } | {
                                    /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                                    question: string;
                                } | {
                                    /** @description The word in the learner’s language */
                                    native: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                    /** @description The word in the language learned */
                                    translation: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                };
                                /** @description An optional note on the card (null when none) */
                                description: string | null;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                id: number;
                                /** @description Wrong answers in a row since the last correct one */
                                last_mistakes: number;
                                /** @description The learn type (GET /api/learntypes); 0 standard */
                                learntype_id: number;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                /** @description The user's stack 0 to 6; 0 means never answered */
                                stack: number;
                                /** @description Image cards (type 1): signed links to PNG thumbnails (at most 300×300) for this user; null for other types */
                                thumbnails: {
                                    /** @description Signed link to the front picture’s thumbnail, /storage/thumbnails/{id}-a.png?… */
                                    a: string;
                                    /** @description Signed link to the back picture’s thumbnail, /storage/thumbnails/{id}-b.png?… */
                                    b: string;
                                } | null;
                                title: string;
                                /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                type: number;
                            }[];
                            category: {
                                id: number;
                                title: string;
                                /** @description Titles from the programme down to this category */
                                titles: string[];
                            };
                            /** @description What the set holds */
                            plan: {
                                /** @description Cards in the set due for review */
                                due: number;
                                /** @description Cards of the subtree due now */
                                due_total: number;
                                /** @description Answered cards in the set not due yet: the answered positions (from half the set on) take them lowest predicted recall first once the due ones run out */
                                early: number;
                                /** @description Never answered cards in the set */
                                new: number;
                                /** @description Never answered cards of the subtree */
                                new_total: number;
                                /** @description Nothing due and nothing new: the set is practice */
                                practice: boolean;
                            };
                            /** @description The user’s progress over the subtree */
                            progress: {
                                /** @description Visible cards of the subtree */
                                n: number;
                                /** @description Cards per stack 0 to 6 */
                                p: number[];
                            };
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a card
         * @description The fields given replace the stored ones (a field left out keeps its value); the result is validated as a whole card, as on create. Answers the updated card as `updatedObject`.
         *
         *     Error codes: `card_admin.category_not_found`, `card_admin.created`, `card_admin.deleted`, `card_admin.deleted_many`, `card_admin.description_invalid`, `card_admin.learn_type_invalid`, `card_admin.moved`, `card_admin.not_found`, `card_admin.some_not_found`, `card_admin.title_too_long`, `card_admin.type_invalid`, `card_admin.updated`, `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The fields to change; the result is validated as a whole card */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ignored: the category is the path’s */
                        category_id?: number;
                        /** @description The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer" */
                        data?: ({
                            /** @description Stored file name of the back image */
                            back_picture: string;
                            /** @description Stored file name of the front image (an upload of POST /api/file) */
                            front_picture: string;
                        } | {
                            /** @description Back side, cleaned HTML */
                            back_html: string;
                            /** @description Front side, cleaned HTML */
                            front_html: string;
                        } | {
                            /** @description The answers, in the editor’s order */
                            answers: ({
                                /** @description A correct answer */
                                true: string;
                            } | {
                                /** @description A wrong answer */
                                false: string;
                            })[];
                            /** @description The question */
                            question: string;
                        } | {
                            /** @description The pairs to match: [left, right] */
                            answers: (string)[][];
                            /** @description The task */
                            question: string;
                        } | {
                            /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                            question: string;
                        } | {
                            /** @description The word in the learner’s language */
                            native: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                            /** @description The word in the language learned */
                            translation: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                        }) | string;
                        /** @description An optional note; at most 5000 characters */
                        description?: string | null;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description A learn type id of GET /api/learntypes; 0 (standard) when left out */
                        learntype_id?: number;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Must be filled ("Title must be entered"); at most 255 characters */
                        title?: string;
                        /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell) */
                        type?: number;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description Ignored: the category is the path’s */
                        category_id?: number;
                        /** @description The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer" */
                        data?: ({
                            /** @description Stored file name of the back image */
                            back_picture: string;
                            /** @description Stored file name of the front image (an upload of POST /api/file) */
                            front_picture: string;
                        } | {
                            /** @description Back side, cleaned HTML */
                            back_html: string;
                            /** @description Front side, cleaned HTML */
                            front_html: string;
                        } | {
                            /** @description The answers, in the editor’s order */
                            answers: ({
                                /** @description A correct answer */
                                true: string;
                            } | {
                                /** @description A wrong answer */
                                false: string;
                            })[];
                            /** @description The question */
                            question: string;
                        } | {
                            /** @description The pairs to match: [left, right] */
                            answers: (string)[][];
                            /** @description The task */
                            question: string;
                        } | {
                            /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                            question: string;
                        } | {
                            /** @description The word in the learner’s language */
                            native: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                            /** @description The word in the language learned */
                            translation: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                        }) | string;
                        /** @description An optional note; at most 5000 characters */
                        description?: string | null;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description A learn type id of GET /api/learntypes; 0 (standard) when left out */
                        learntype_id?: number;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Must be filled ("Title must be entered"); at most 255 characters */
                        title?: string;
                        /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell) */
                        type?: number;
                    };
                    "multipart/form-data": {
                        /** @description Ignored: the category is the path’s */
                        category_id?: number;
                        /** @description The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer" */
                        data?: ({
                            /** @description Stored file name of the back image */
                            back_picture: string;
                            /** @description Stored file name of the front image (an upload of POST /api/file) */
                            front_picture: string;
                        } | {
                            /** @description Back side, cleaned HTML */
                            back_html: string;
                            /** @description Front side, cleaned HTML */
                            front_html: string;
                        } | {
                            /** @description The answers, in the editor’s order */
                            answers: ({
                                /** @description A correct answer */
                                true: string;
                            } | {
                                /** @description A wrong answer */
                                false: string;
                            })[];
                            /** @description The question */
                            question: string;
                        } | {
                            /** @description The pairs to match: [left, right] */
                            answers: (string)[][];
                            /** @description The task */
                            question: string;
                        } | {
                            /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                            question: string;
                        } | {
                            /** @description The word in the learner’s language */
                            native: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                            /** @description The word in the language learned */
                            translation: {
                                /** @description An example sentence ("–" when an imported list had none; not shown) */
                                example: string;
                                /** @description Its explanation ("–" when an imported list had none; not shown) */
                                explanation: string;
                                /** @description The word */
                                word: string;
                            };
                        }) | string;
                        /** @description An optional note; at most 5000 characters */
                        description?: string | null;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description A learn type id of GET /api/learntypes; 0 (standard) when left out */
                        learntype_id?: number;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Must be filled ("Title must be entered"); at most 255 characters */
                        title?: string;
                        /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell) */
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Card (editor) */
                            updatedObject: {
                                category_id: number;
                                /** @description ISO 8601 instant */
                                created_at: string;
                                /** @description The card’s content; its shape depends on `type`: 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                data: {
                                    /** @description Stored file name of the back image */
                                    back_picture: string;
                                    /** @description Stored file name of the front image (an upload of POST /api/file) */
                                    front_picture: string;
                                } | {
                                    /** @description Back side, cleaned HTML */
                                    back_html: string;
                                    /** @description Front side, cleaned HTML */
                                    front_html: string;
                                } | {
                                    /** @description The answers, in the editor’s order */
                                    answers: ({
                                        /** @description A correct answer */
                                        true: string;
                                    } | {
                                        /** @description A wrong answer */
                                        false: string;
                                    })[];
                                    /** @description The question */
                                    question: string;
                                } | {
                                    /** @description The pairs to match: [left, right] */
                                    answers: (string)[][];
                                    /** @description The task */
                                    question: string;
                                } | {
                                    /** @description The text with its gaps: each gap lists its accepted answers in brackets, separated by commas, e.g. "Bern is the [capital, federal city] of Switzerland" */
                                    question: string;
                                } | {
                                    /** @description The word in the learner’s language */
                                    native: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                    /** @description The word in the language learned */
                                    translation: {
                                        /** @description An example sentence ("–" when an imported list had none; not shown) */
                                        example: string;
                                        /** @description Its explanation ("–" when an imported list had none; not shown) */
                                        explanation: string;
                                        /** @description The word */
                                        word: string;
                                    };
                                };
                                /** @description An optional note on the card (null when none) */
                                description: string | null;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                id: number;
                                /** @description The learn type (GET /api/learntypes); 0 standard */
                                learntype_id: number;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                title: string;
                                /** @description 1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word */
                                type: number;
                                /** @description ISO 8601 instant */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/update/moveTo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move cards to another category
         * @description All given cards into category `id`, all or nothing. 404 when the category does not exist; 422 when some of the cards do not.
         *
         *     Error codes: `card_admin.category_not_found`, `card_admin.created`, `card_admin.deleted`, `card_admin.deleted_many`, `card_admin.description_invalid`, `card_admin.learn_type_invalid`, `card_admin.moved`, `card_admin.not_found`, `card_admin.some_not_found`, `card_admin.title_too_long`, `card_admin.type_invalid`, `card_admin.updated`, `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The selected cards */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000) */
                        card_ids: number[];
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000) */
                        card_ids: number[];
                    };
                    "multipart/form-data": {
                        /** @description The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000) */
                        card_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The category they are in now */
                            category_id: number;
                            message: string;
                            /** @description The ids moved */
                            moved: number[];
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user’s top categories with their progress
         * @description The categories the user may see at the top of the tree, by position, each with the user’s progress blocks over its subtree; children=1 adds their visible children. Answered with an ETag (Cache-Control: private, no-cache): send it back in If-None-Match to get 304 without a body while nothing changed.
         *
         *     Error codes: `categories.levels`, `categories.no_access`, `categories.not_found`, `categories.teachers_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1: add the visible children (one level, by position) */
                    children?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user’s categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The user’s visible top categories, by position */
                            categories: {
                                /** @enum {string} */
                                bm2: "0" | "1";
                                /** @description Progress block (7 levels) */
                                cards: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                    p: number[];
                                };
                                /** @description Same as id */
                                category_id: number;
                                /** @description Only with children=1: the visible children, by position */
                                children?: {
                                    /** @enum {string} */
                                    bm2: "0" | "1";
                                    /** @description Progress block (7 levels) */
                                    cards: {
                                        /** @description Number of items (the sum of p) */
                                        n: number;
                                        /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                        p: number[];
                                    };
                                    /** @description Same as id */
                                    category_id: number;
                                    /** @description Number of visible child categories */
                                    children_count: number;
                                    description: string;
                                    /** @enum {string} */
                                    ecus: "0" | "1";
                                    /** @enum {string} */
                                    eth: "0" | "1";
                                    /** @enum {string} */
                                    ethr: "0" | "1";
                                    /** @description Progress block (4 levels) */
                                    exercises: {
                                        /** @description Number of items (the sum of p) */
                                        n: number;
                                        /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                        p: number[];
                                    };
                                    id: number;
                                    /** @description File name under /storage/user_uploads/, or null */
                                    image: string | null;
                                    /** @enum {string} */
                                    matur: "0" | "1";
                                    /** @description Same as title; `//` marks a line break */
                                    name: string;
                                    /** @description The parent category; null at top level */
                                    parent_id: number | null;
                                    /** @enum {string} */
                                    pass: "0" | "1";
                                    /** @enum {string} */
                                    pbm2: "0" | "1";
                                    /** @enum {string} */
                                    pecus: "0" | "1";
                                    /** @enum {string} */
                                    peth: "0" | "1";
                                    /** @enum {string} */
                                    pethr: "0" | "1";
                                    /** @enum {string} */
                                    pmatur: "0" | "1";
                                    /** @description Order among its siblings, from 0 */
                                    position: number;
                                    /** @enum {string} */
                                    ppass: "0" | "1";
                                    /** @description Price in CHF */
                                    price: number;
                                    /** @enum {string} */
                                    puzh: "0" | "1";
                                    /** @description Progress block (4 levels) */
                                    theory: {
                                        /** @description Number of items (the sum of p) */
                                        n: number;
                                        /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                        p: number[];
                                    };
                                    title: string;
                                    /** @enum {string} */
                                    uzh: "0" | "1";
                                }[];
                                /** @description Number of visible child categories */
                                children_count: number;
                                description: string;
                                /** @enum {string} */
                                ecus: "0" | "1";
                                /** @enum {string} */
                                eth: "0" | "1";
                                /** @enum {string} */
                                ethr: "0" | "1";
                                /** @description Progress block (4 levels) */
                                exercises: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                id: number;
                                /** @description File name under /storage/user_uploads/, or null */
                                image: string | null;
                                /** @enum {string} */
                                matur: "0" | "1";
                                /** @description Same as title; `//` marks a line break */
                                name: string;
                                /** @description The parent category; null at top level */
                                parent_id: number | null;
                                /** @enum {string} */
                                pass: "0" | "1";
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @description Order among its siblings, from 0 */
                                position: number;
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @description Price in CHF */
                                price: number;
                                /** @enum {string} */
                                puzh: "0" | "1";
                                /** @description Progress block (4 levels) */
                                theory: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                title: string;
                                /** @enum {string} */
                                uzh: "0" | "1";
                            }[];
                        };
                    };
                };
                /** @description No body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a category
         * @description A form of title (or name), parent_id (0, empty or null: top level), position, description, price and the 14 exam flags (1/0, true/false; default on). The new category is placed at `position` among its siblings (default: last). 422 when the title is missing or too long or the parent does not exist.
         *
         *     Error codes: `category_admin.chapters_updated`, `category_admin.created`, `category_admin.deleted`, `category_admin.move_into_own_subtree`, `category_admin.moved`, `category_admin.not_found`, `category_admin.parent_not_found`, `category_admin.title_required`, `category_admin.title_too_long`, `category_admin.updated`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        description?: string | null;
                        ecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        eth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        ethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        matur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Another name for `title` */
                        name?: string;
                        parent_id?: ("" | "null" | "0" | 0 | number) | null;
                        pass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pbm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        peth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pmatur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        position?: number;
                        ppass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        price?: number;
                        puzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Required on create (or `name`); up to 255 characters */
                        title?: string;
                        uzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                    "multipart/form-data": {
                        bm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        description?: string | null;
                        ecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        eth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        ethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        matur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Another name for `title` */
                        name?: string;
                        parent_id?: ("" | "null" | "0" | 0 | number) | null;
                        pass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pbm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        peth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pmatur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        position?: number;
                        ppass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        price?: number;
                        puzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Required on create (or `name`); up to 255 characters */
                        title?: string;
                        uzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description Created: the new object */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Category (admin) */
                            category: {
                                /** @enum {string} */
                                bm2: "0" | "1";
                                /** @description Same as id */
                                category_id: number;
                                /** Format: date-time */
                                created_at: string;
                                /** @description 0 at top level */
                                depth: number;
                                description: string;
                                /** @enum {string} */
                                ecus: "0" | "1";
                                /** @enum {string} */
                                eth: "0" | "1";
                                /** @enum {string} */
                                ethr: "0" | "1";
                                id: number;
                                /** @description File name under /storage/user_uploads/, or null */
                                image: string | null;
                                /** @enum {string} */
                                matur: "0" | "1";
                                /** @description Same as title; `//` marks a line break */
                                name: string;
                                /** @description The parent category; null at top level */
                                parent_id: number | null;
                                /** @enum {string} */
                                pass: "0" | "1";
                                /** @description Materialized path of ids from the root, e.g. `/1/12/` */
                                path: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @description Order among its siblings, from 0 */
                                position: number;
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @description Price in CHF */
                                price: number;
                                /** @enum {string} */
                                puzh: "0" | "1";
                                title: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @enum {string} */
                                uzh: "0" | "1";
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category with its progress (children=1: with its children)
         * @description A category with the user’s progress blocks over its subtree; children=1 adds its visible children (one level, by position). Teachers: cards=1&admin=1 gives the category without progress and with its own cards (admin=1 is 403 for learners; that answer has no ETag). A category the user may not see is 403 (or absent from lists); an unknown id is 404. Answered with an ETag (Cache-Control: private, no-cache): send it back in If-None-Match to get 304 without a body while nothing changed.
         *
         *     Error codes: `categories.levels`, `categories.no_access`, `categories.not_found`, `categories.teachers_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description teachers only (403 otherwise): with cards=1, the admin view */
                    admin?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    /** @description with admin=1 (teachers): the category’s own cards instead of progress */
                    cards?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    /** @description 1: add the visible children (one level, by position) */
                    children?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A category (with children=1 its children; with cards=1&admin=1 the admin view with its cards) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "category_id": 12,
                         *       "title": "Mathematics//Analysis",
                         *       "name": "Mathematics//Analysis",
                         *       "parent_id": null,
                         *       "position": 0,
                         *       "description": "Functions, limits, derivatives and integrals",
                         *       "price": 290,
                         *       "image": "analysis.png",
                         *       "eth": "1",
                         *       "ethr": "1",
                         *       "ecus": "1",
                         *       "uzh": "1",
                         *       "pass": "1",
                         *       "matur": "1",
                         *       "bm2": "1",
                         *       "peth": "1",
                         *       "pethr": "1",
                         *       "pecus": "1",
                         *       "puzh": "1",
                         *       "ppass": "1",
                         *       "pmatur": "1",
                         *       "pbm2": "1",
                         *       "children_count": 1,
                         *       "cards": {
                         *         "n": 120,
                         *         "p": [
                         *           60,
                         *           20,
                         *           15,
                         *           10,
                         *           8,
                         *           5,
                         *           2
                         *         ]
                         *       },
                         *       "theory": {
                         *         "n": 8,
                         *         "p": [
                         *           2,
                         *           3,
                         *           1,
                         *           2
                         *         ]
                         *       },
                         *       "exercises": {
                         *         "n": 5,
                         *         "p": [
                         *           5,
                         *           0,
                         *           0,
                         *           0
                         *         ]
                         *       },
                         *       "children": [
                         *         {
                         *           "id": 13,
                         *           "category_id": 13,
                         *           "title": "Derivatives",
                         *           "name": "Derivatives",
                         *           "parent_id": 12,
                         *           "position": 0,
                         *           "description": "...",
                         *           "price": 0,
                         *           "image": null,
                         *           "eth": "1",
                         *           "ethr": "1",
                         *           "ecus": "1",
                         *           "uzh": "1",
                         *           "pass": "1",
                         *           "matur": "1",
                         *           "bm2": "1",
                         *           "peth": "1",
                         *           "pethr": "1",
                         *           "pecus": "1",
                         *           "puzh": "1",
                         *           "ppass": "1",
                         *           "pmatur": "1",
                         *           "pbm2": "1",
                         *           "children_count": 0,
                         *           "cards": {
                         *             "n": 120,
                         *             "p": [
                         *               60,
                         *               20,
                         *               15,
                         *               10,
                         *               8,
                         *               5,
                         *               2
                         *             ]
                         *           },
                         *           "theory": {
                         *             "n": 8,
                         *             "p": [
                         *               2,
                         *               3,
                         *               1,
                         *               2
                         *             ]
                         *           },
                         *           "exercises": {
                         *             "n": 5,
                         *             "p": [
                         *               5,
                         *               0,
                         *               0,
                         *               0
                         *             ]
                         *           }
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            bm2: "0" | "1";
                            /** @description Progress block (7 levels) */
                            cards: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                p: number[];
                            };
                            /** @description Same as id */
                            category_id: number;
                            /** @description Only with children=1: the visible children, by position */
                            children?: {
                                /** @enum {string} */
                                bm2: "0" | "1";
                                /** @description Progress block (7 levels) */
                                cards: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                    p: number[];
                                };
                                /** @description Same as id */
                                category_id: number;
                                /** @description Number of visible child categories */
                                children_count: number;
                                description: string;
                                /** @enum {string} */
                                ecus: "0" | "1";
                                /** @enum {string} */
                                eth: "0" | "1";
                                /** @enum {string} */
                                ethr: "0" | "1";
                                /** @description Progress block (4 levels) */
                                exercises: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                id: number;
                                /** @description File name under /storage/user_uploads/, or null */
                                image: string | null;
                                /** @enum {string} */
                                matur: "0" | "1";
                                /** @description Same as title; `//` marks a line break */
                                name: string;
                                /** @description The parent category; null at top level */
                                parent_id: number | null;
                                /** @enum {string} */
                                pass: "0" | "1";
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @description Order among its siblings, from 0 */
                                position: number;
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @description Price in CHF */
                                price: number;
                                /** @enum {string} */
                                puzh: "0" | "1";
                                /** @description Progress block (4 levels) */
                                theory: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                title: string;
                                /** @enum {string} */
                                uzh: "0" | "1";
                            }[];
                            /** @description Number of visible child categories */
                            children_count: number;
                            description: string;
                            /** @enum {string} */
                            ecus: "0" | "1";
                            /** @enum {string} */
                            eth: "0" | "1";
                            /** @enum {string} */
                            ethr: "0" | "1";
                            /** @description Progress block (4 levels) */
                            exercises: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                p: number[];
                            };
                            id: number;
                            /** @description File name under /storage/user_uploads/, or null */
                            image: string | null;
                            /** @enum {string} */
                            matur: "0" | "1";
                            /** @description Same as title; `//` marks a line break */
                            name: string;
                            /** @description The parent category; null at top level */
                            parent_id: number | null;
                            /** @enum {string} */
                            pass: "0" | "1";
                            /** @enum {string} */
                            pbm2: "0" | "1";
                            /** @enum {string} */
                            pecus: "0" | "1";
                            /** @enum {string} */
                            peth: "0" | "1";
                            /** @enum {string} */
                            pethr: "0" | "1";
                            /** @enum {string} */
                            pmatur: "0" | "1";
                            /** @description Order among its siblings, from 0 */
                            position: number;
                            /** @enum {string} */
                            ppass: "0" | "1";
                            /** @description Price in CHF */
                            price: number;
                            /** @enum {string} */
                            puzh: "0" | "1";
                            /** @description Progress block (4 levels) */
                            theory: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                p: number[];
                            };
                            title: string;
                            /** @enum {string} */
                            uzh: "0" | "1";
                        } | {
                            /** @enum {string} */
                            bm2: "0" | "1";
                            /** @description The category’s own cards (not its children’s), by id */
                            cards: {
                                category_id: number;
                                /** Format: date-time */
                                created_at: string;
                                /** @description The card’s content, by card type */
                                data: {
                                    [key: string]: unknown;
                                };
                                description: string | null;
                                difficulty: number;
                                id: number;
                                learntype_id: number;
                                relevance: number;
                                title: string;
                                /** @description Card type (the kind of question) */
                                type: number;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Same as id */
                            category_id: number;
                            description: string;
                            /** @enum {string} */
                            ecus: "0" | "1";
                            /** @enum {string} */
                            eth: "0" | "1";
                            /** @enum {string} */
                            ethr: "0" | "1";
                            id: number;
                            /** @description File name under /storage/user_uploads/, or null */
                            image: string | null;
                            /** @enum {string} */
                            matur: "0" | "1";
                            /** @description Same as title; `//` marks a line break */
                            name: string;
                            /** @description The parent category; null at top level */
                            parent_id: number | null;
                            /** @enum {string} */
                            pass: "0" | "1";
                            /** @enum {string} */
                            pbm2: "0" | "1";
                            /** @enum {string} */
                            pecus: "0" | "1";
                            /** @enum {string} */
                            peth: "0" | "1";
                            /** @enum {string} */
                            pethr: "0" | "1";
                            /** @enum {string} */
                            pmatur: "0" | "1";
                            /** @description Order among its siblings, from 0 */
                            position: number;
                            /** @enum {string} */
                            ppass: "0" | "1";
                            /** @description Price in CHF */
                            price: number;
                            /** @enum {string} */
                            puzh: "0" | "1";
                            title: string;
                            /** @enum {string} */
                            uzh: "0" | "1";
                        };
                    };
                };
                /** @description No body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Update a category
         * @description The same form as the create; only the fields sent change (a new parent_id or position moves it). 422 when the title is empty or too long or the parent does not exist.
         *
         *     Error codes: `category_admin.chapters_updated`, `category_admin.created`, `category_admin.deleted`, `category_admin.move_into_own_subtree`, `category_admin.moved`, `category_admin.not_found`, `category_admin.parent_not_found`, `category_admin.title_required`, `category_admin.title_too_long`, `category_admin.updated`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        description?: string | null;
                        ecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        eth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        ethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        matur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Another name for `title` */
                        name?: string;
                        parent_id?: ("" | "null" | "0" | 0 | number) | null;
                        pass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pbm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        peth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pmatur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        position?: number;
                        ppass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        price?: number;
                        puzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Required on create (or `name`); up to 255 characters */
                        title?: string;
                        uzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                    "multipart/form-data": {
                        bm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        description?: string | null;
                        ecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        eth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        ethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        matur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Another name for `title` */
                        name?: string;
                        parent_id?: ("" | "null" | "0" | 0 | number) | null;
                        pass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pbm2?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pecus?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        peth?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pethr?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        pmatur?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        position?: number;
                        ppass?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        price?: number;
                        puzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        /** @description Required on create (or `name`); up to 255 characters */
                        title?: string;
                        uzh?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Category (admin) */
                            updatedObject: {
                                /** @enum {string} */
                                bm2: "0" | "1";
                                /** @description Same as id */
                                category_id: number;
                                /** Format: date-time */
                                created_at: string;
                                /** @description 0 at top level */
                                depth: number;
                                description: string;
                                /** @enum {string} */
                                ecus: "0" | "1";
                                /** @enum {string} */
                                eth: "0" | "1";
                                /** @enum {string} */
                                ethr: "0" | "1";
                                id: number;
                                /** @description File name under /storage/user_uploads/, or null */
                                image: string | null;
                                /** @enum {string} */
                                matur: "0" | "1";
                                /** @description Same as title; `//` marks a line break */
                                name: string;
                                /** @description The parent category; null at top level */
                                parent_id: number | null;
                                /** @enum {string} */
                                pass: "0" | "1";
                                /** @description Materialized path of ids from the root, e.g. `/1/12/` */
                                path: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @description Order among its siblings, from 0 */
                                position: number;
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @description Price in CHF */
                                price: number;
                                /** @enum {string} */
                                puzh: "0" | "1";
                                title: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @enum {string} */
                                uzh: "0" | "1";
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}/delete-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What deleting a category would take with it
         * @description The counts of its subcategories, cards, contents and roles, for the confirmation.
         *
         *     Error codes: `category_admin.chapters_updated`, `category_admin.created`, `category_admin.deleted`, `category_admin.move_into_own_subtree`, `category_admin.moved`, `category_admin.not_found`, `category_admin.parent_not_found`, `category_admin.title_required`, `category_admin.title_too_long`, `category_admin.updated`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What deleting the category takes with it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Cards in the subtree */
                            cards: number;
                            /** @description Theory and exercise contents in the subtree */
                            contents: number;
                            id: number;
                            /** @description Roles on the subtree’s categories */
                            roles: number;
                            /** @description Categories below it */
                            subcategories: number;
                            title: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}/move/{position}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a category
         * @description Moves the category with its subtree to `position` among the children of `parent_id` (absent: its current parent; 0, empty or null: top level); the position is clamped to the sibling list. 422 when the parent does not exist or lies in its own subtree.
         *
         *     Error codes: `category_admin.chapters_updated`, `category_admin.created`, `category_admin.deleted`, `category_admin.move_into_own_subtree`, `category_admin.moved`, `category_admin.not_found`, `category_admin.parent_not_found`, `category_admin.title_required`, `category_admin.title_too_long`, `category_admin.updated`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    position: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parent_id?: ("" | "null" | "0" | 0 | number) | null;
                    };
                    "multipart/form-data": {
                        parent_id?: ("" | "null" | "0" | 0 | number) | null;
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Category (admin) */
                            category: {
                                /** @enum {string} */
                                bm2: "0" | "1";
                                /** @description Same as id */
                                category_id: number;
                                /** Format: date-time */
                                created_at: string;
                                /** @description 0 at top level */
                                depth: number;
                                description: string;
                                /** @enum {string} */
                                ecus: "0" | "1";
                                /** @enum {string} */
                                eth: "0" | "1";
                                /** @enum {string} */
                                ethr: "0" | "1";
                                id: number;
                                /** @description File name under /storage/user_uploads/, or null */
                                image: string | null;
                                /** @enum {string} */
                                matur: "0" | "1";
                                /** @description Same as title; `//` marks a line break */
                                name: string;
                                /** @description The parent category; null at top level */
                                parent_id: number | null;
                                /** @enum {string} */
                                pass: "0" | "1";
                                /** @description Materialized path of ids from the root, e.g. `/1/12/` */
                                path: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @description Order among its siblings, from 0 */
                                position: number;
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @description Price in CHF */
                                price: number;
                                /** @enum {string} */
                                puzh: "0" | "1";
                                title: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @enum {string} */
                                uzh: "0" | "1";
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the chapters (recompute every category’s counts)
         * @description The cache panel’s "update chapters": recomputes the cards, theory and exercise counts of every category over its subtree.
         *
         *     Error codes: `category_admin.chapters_updated`, `category_admin.created`, `category_admin.deleted`, `category_admin.move_into_own_subtree`, `category_admin.moved`, `category_admin.not_found`, `category_admin.parent_not_found`, `category_admin.title_required`, `category_admin.title_too_long`, `category_admin.updated`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Number of categories whose counts were recomputed */
                            categories: number;
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a category (into the trash)
         * @description Moves the category with its subtree, cards, contents and the roles on them to the trash for 30 days; POST /api/trash/{trash_id}/restore undoes it.
         *
         *     Error codes: `category_admin.chapters_updated`, `category_admin.created`, `category_admin.deleted`, `category_admin.move_into_own_subtree`, `category_admin.moved`, `category_admin.not_found`, `category_admin.parent_not_found`, `category_admin.title_required`, `category_admin.title_too_long`, `category_admin.updated`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Ids of the categories moved to the trash (the category and its subtree) */
                            deleted: number[];
                            message: string;
                            summary: {
                                /** @description Cards in the subtree */
                                cards: number;
                                /** @description Theory and exercise contents in the subtree */
                                contents: number;
                                /** @description Roles on the subtree’s categories */
                                roles: number;
                                /** @description Categories below it */
                                subcategories: number;
                            };
                            /** @description The trash entry; POST /api/trash/{id}/restore undoes the deletion */
                            trash_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/progress/{id}/{levels}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The progress blocks of a category (children=1: and of its children)
         * @description Only the user’s progress blocks (cards in 7 levels, theory and exercises in 4) of the category and, with children=1, of its visible children. The levels segment must be 7. A category the user may not see is 403 (or absent from lists); an unknown id is 404. Answered with an ETag (Cache-Control: private, no-cache): send it back in If-None-Match to get 304 without a body while nothing changed.
         *
         *     Error codes: `categories.levels`, `categories.no_access`, `categories.not_found`, `categories.teachers_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1: add the visible children (one level, by position) */
                    children?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path: {
                    id: number;
                    levels: "7";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Progress of a category */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "cards": {
                         *         "n": 120,
                         *         "p": [
                         *           60,
                         *           20,
                         *           15,
                         *           10,
                         *           8,
                         *           5,
                         *           2
                         *         ]
                         *       },
                         *       "theory": {
                         *         "n": 8,
                         *         "p": [
                         *           2,
                         *           3,
                         *           1,
                         *           2
                         *         ]
                         *       },
                         *       "exercises": {
                         *         "n": 5,
                         *         "p": [
                         *           5,
                         *           0,
                         *           0,
                         *           0
                         *         ]
                         *       },
                         *       "children": [
                         *         {
                         *           "id": 13,
                         *           "position": 0,
                         *           "cards": {
                         *             "n": 120,
                         *             "p": [
                         *               60,
                         *               20,
                         *               15,
                         *               10,
                         *               8,
                         *               5,
                         *               2
                         *             ]
                         *           },
                         *           "theory": {
                         *             "n": 8,
                         *             "p": [
                         *               2,
                         *               3,
                         *               1,
                         *               2
                         *             ]
                         *           },
                         *           "exercises": {
                         *             "n": 5,
                         *             "p": [
                         *               5,
                         *               0,
                         *               0,
                         *               0
                         *             ]
                         *           }
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description Progress block (7 levels) */
                            cards: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                p: number[];
                            };
                            /** @description Only with children=1: the visible children, by position */
                            children?: {
                                /** @description Progress block (7 levels) */
                                cards: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                    p: number[];
                                };
                                /** @description Progress block (4 levels) */
                                exercises: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                id: number;
                                position: number;
                                /** @description Progress block (4 levels) */
                                theory: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                            }[];
                            /** @description Progress block (4 levels) */
                            exercises: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                p: number[];
                            };
                            id: number;
                            /** @description Progress block (4 levels) */
                            theory: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                p: number[];
                            };
                        };
                    };
                };
                /** @description No body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compact tree: a category with its children
         * @description A category’s progress blocks, its visible children keyed by id (with their own progress) and the counts of its visible subtree. A category the user may not see is 403 (or absent from lists); an unknown id is 404. Answered with an ETag (Cache-Control: private, no-cache): send it back in If-None-Match to get 304 without a body while nothing changed.
         *
         *     Error codes: `categories.levels`, `categories.no_access`, `categories.not_found`, `categories.teachers_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A category of the compact tree with its children */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "title": "Mathematics//Analysis",
                         *       "name": "Mathematics//Analysis",
                         *       "parent_id": null,
                         *       "position": 0,
                         *       "image": "analysis.png",
                         *       "cards": {
                         *         "n": 120,
                         *         "p": [
                         *           60,
                         *           20,
                         *           15,
                         *           10,
                         *           8,
                         *           5,
                         *           2
                         *         ]
                         *       },
                         *       "theory": {
                         *         "n": 8,
                         *         "p": [
                         *           2,
                         *           3,
                         *           1,
                         *           2
                         *         ]
                         *       },
                         *       "exercises": {
                         *         "n": 5,
                         *         "p": [
                         *           5,
                         *           0,
                         *           0,
                         *           0
                         *         ]
                         *       },
                         *       "children": {
                         *         "13": {
                         *           "id": 13,
                         *           "title": "Derivatives",
                         *           "name": "Derivatives",
                         *           "parent_id": 12,
                         *           "position": 0,
                         *           "image": null,
                         *           "cards": {
                         *             "n": 120,
                         *             "p": [
                         *               60,
                         *               20,
                         *               15,
                         *               10,
                         *               8,
                         *               5,
                         *               2
                         *             ]
                         *           },
                         *           "theory": {
                         *             "n": 8,
                         *             "p": [
                         *               2,
                         *               3,
                         *               1,
                         *               2
                         *             ]
                         *           },
                         *           "exercises": {
                         *             "n": 5,
                         *             "p": [
                         *               5,
                         *               0,
                         *               0,
                         *               0
                         *             ]
                         *           },
                         *           "children_count": 0
                         *         }
                         *       },
                         *       "info": {
                         *         "cards": 120,
                         *         "theory": 8,
                         *         "exercises": 5,
                         *         "chapters": 1
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @description Progress block (7 levels) */
                            cards: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                p: number[];
                            };
                            /** @description The visible children keyed by their id (order them by position) */
                            children: {
                                [key: string]: {
                                    /** @description Progress block (7 levels) */
                                    cards: {
                                        /** @description Number of items (the sum of p) */
                                        n: number;
                                        /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                        p: number[];
                                    };
                                    /** @description Number of visible child categories */
                                    children_count: number;
                                    /** @description Progress block (4 levels) */
                                    exercises: {
                                        /** @description Number of items (the sum of p) */
                                        n: number;
                                        /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                        p: number[];
                                    };
                                    id: number;
                                    /** @description File name under /storage/user_uploads/, or null */
                                    image: string | null;
                                    /** @description Same as title; `//` marks a line break */
                                    name: string;
                                    /** @description The parent category; null at top level */
                                    parent_id: number | null;
                                    /** @description Order among its siblings, from 0 */
                                    position: number;
                                    /** @description Progress block (4 levels) */
                                    theory: {
                                        /** @description Number of items (the sum of p) */
                                        n: number;
                                        /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                        p: number[];
                                    };
                                    title: string;
                                };
                            };
                            /** @description Progress block (4 levels) */
                            exercises: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                p: number[];
                            };
                            id: number;
                            /** @description File name under /storage/user_uploads/, or null */
                            image: string | null;
                            /** @description Counts over the visible subtree */
                            info: {
                                /** @description Cards in the subtree the user may see */
                                cards: number;
                                /** @description Visible categories below this one */
                                chapters: number;
                                /** @description Exercise contents in the subtree the user may see */
                                exercises: number;
                                /** @description Theory contents in the subtree the user may see */
                                theory: number;
                            };
                            /** @description Same as title; `//` marks a line break */
                            name: string;
                            /** @description The parent category; null at top level */
                            parent_id: number | null;
                            /** @description Order among its siblings, from 0 */
                            position: number;
                            /** @description Progress block (4 levels) */
                            theory: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                p: number[];
                            };
                            title: string;
                        };
                    };
                };
                /** @description No body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/clean_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drops every cache (a job)
         * @description Drops the subtree counts and every user’s progress tree and marks every role not generated. Runs as a job: 202 at once with the job (poll GET /api/cats/jobs/{id}); asking again while it runs returns the running job. wait=1: 200 once the job has ended (scripts, tests); a job that fails then answers 500.
         *
         *     Error codes: `cache.all_cleaned`, `cache.all_cleaning`, `cache.category_not_found`, `cache.content_cleaned`, `cache.content_updated`, `cache.content_updated_counts`, `cache.content_updating`, `cache.failed`, `cache.generated`, `cache.interrupted`, `cache.job_not_found`, `cache.user_cleaned`, `cache.user_not_found`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    wait?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 202: the job started (or the one running); 200 with wait=1: the job ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description CacheJob */
                            job: {
                                /** @description 1 for the first run; a run interrupted by a stopped server runs again as 2, 3 */
                                attempt: number;
                                /** @description Work done so far, of total */
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Poll GET /api/cats/jobs/{id} with it */
                                id: string;
                                /** @enum {string} */
                                kind: "clean_all" | "update_content";
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                /** @description All the work (e.g. rows); 0 until known */
                                total: number;
                            };
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description 202: the job started (or the one running); 200 with wait=1: the job ended */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description CacheJob */
                            job: {
                                /** @description 1 for the first run; a run interrupted by a stopped server runs again as 2, 3 */
                                attempt: number;
                                /** @description Work done so far, of total */
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Poll GET /api/cats/jobs/{id} with it */
                                id: string;
                                /** @enum {string} */
                                kind: "clean_all" | "update_content";
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                /** @description All the work (e.g. rows); 0 until known */
                                total: number;
                            };
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/clean_content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drops the cached subtree counts
         * @description They are computed again on the next read, with the same numbers.
         *
         *     Error codes: `cache.all_cleaned`, `cache.all_cleaning`, `cache.category_not_found`, `cache.content_cleaned`, `cache.content_updated`, `cache.content_updated_counts`, `cache.content_updating`, `cache.failed`, `cache.generated`, `cache.interrupted`, `cache.job_not_found`, `cache.user_cleaned`, `cache.user_not_found`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The content cache dropped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Cached subtree counts dropped */
                            counts: number;
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/clean_user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drops a user’s cache
         * @description The user’s cached progress tree is dropped and their roles count as not generated. 404: unknown user.
         *
         *     Error codes: `cache.all_cleaned`, `cache.all_cleaning`, `cache.category_not_found`, `cache.content_cleaned`, `cache.content_updated`, `cache.content_updated_counts`, `cache.content_updating`, `cache.failed`, `cache.generated`, `cache.interrupted`, `cache.job_not_found`, `cache.user_cleaned`, `cache.user_not_found`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user’s cache dropped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What happened, in words for the user */
                            message: string;
                            user_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/generate/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recalculates a programme after its purchase
         * @description Activates the caller’s bought products of the programme, marks their roles generated and drops the caller’s cached progress, so the next read includes the new categories. 404: unknown category.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The programme recalculated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description How many bought products of this programme were activated now */
                            activated: number;
                            category_id: number;
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/generate/cat/{id}/{arg}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rebuilds a user’s cache for a category now
         * @description id: the category, arg: the user. Recomputes the user’s progress tree, marks their roles on the category generated and answers the category’s progress as the user now sees it. 404: unknown category or user.
         *
         *     Error codes: `cache.all_cleaned`, `cache.all_cleaning`, `cache.category_not_found`, `cache.content_cleaned`, `cache.content_updated`, `cache.content_updated_counts`, `cache.content_updating`, `cache.failed`, `cache.generated`, `cache.interrupted`, `cache.job_not_found`, `cache.user_cleaned`, `cache.user_not_found`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    arg: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user’s cache generated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category_id: number;
                            /** @description Always true: the cache was generated */
                            generated: boolean;
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description The category’s progress as the user now sees it */
                            progress: {
                                /** @description ProgressBlock */
                                cards: {
                                    /** @description How many items */
                                    n: number;
                                    /** @description Items per progress level (7 levels for cards, 4 for theory and exercises) */
                                    p: number[];
                                };
                                /** @description ProgressBlock */
                                exercises: {
                                    /** @description How many items */
                                    n: number;
                                    /** @description Items per progress level (7 levels for cards, 4 for theory and exercises) */
                                    p: number[];
                                };
                                /** @description ProgressBlock */
                                theory: {
                                    /** @description How many items */
                                    n: number;
                                    /** @description Items per progress level (7 levels for cards, 4 for theory and exercises) */
                                    p: number[];
                                };
                            };
                            /** @description The user’s roles on the category, now marked generated */
                            role_ids: number[];
                            user_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cache job’s progress
         * @description Poll until state is done or error. Any server instance answers. 404: unknown job (or gone).
         *
         *     Error codes: `cache.all_cleaned`, `cache.all_cleaning`, `cache.category_not_found`, `cache.content_cleaned`, `cache.content_updated`, `cache.content_updated_counts`, `cache.content_updating`, `cache.failed`, `cache.generated`, `cache.interrupted`, `cache.job_not_found`, `cache.user_cleaned`, `cache.user_not_found`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job’s state and progress */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description CacheJob */
                            job: {
                                /** @description 1 for the first run; a run interrupted by a stopped server runs again as 2, 3 */
                                attempt: number;
                                /** @description Work done so far, of total */
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Poll GET /api/cats/jobs/{id} with it */
                                id: string;
                                /** @enum {string} */
                                kind: "clean_all" | "update_content";
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                /** @description All the work (e.g. rows); 0 until known */
                                total: number;
                            };
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/roots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compact tree: the user’s top categories
         * @description The user’s visible top categories, by position, with their progress blocks and number of visible children. Answered with an ETag (Cache-Control: private, no-cache): send it back in If-None-Match to get 304 without a body while nothing changed.
         *
         *     Error codes: `categories.levels`, `categories.no_access`, `categories.not_found`, `categories.teachers_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user’s top categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "roots": [
                         *         {
                         *           "id": 12,
                         *           "title": "Mathematics//Analysis",
                         *           "name": "Mathematics//Analysis",
                         *           "parent_id": null,
                         *           "position": 0,
                         *           "image": "analysis.png",
                         *           "cards": {
                         *             "n": 120,
                         *             "p": [
                         *               60,
                         *               20,
                         *               15,
                         *               10,
                         *               8,
                         *               5,
                         *               2
                         *             ]
                         *           },
                         *           "theory": {
                         *             "n": 8,
                         *             "p": [
                         *               2,
                         *               3,
                         *               1,
                         *               2
                         *             ]
                         *           },
                         *           "exercises": {
                         *             "n": 5,
                         *             "p": [
                         *               5,
                         *               0,
                         *               0,
                         *               0
                         *             ]
                         *           },
                         *           "children_count": 1
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description The user’s visible top categories, by position */
                            roots: {
                                /** @description Progress block (7 levels) */
                                cards: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                    p: number[];
                                };
                                /** @description Number of visible child categories */
                                children_count: number;
                                /** @description Progress block (4 levels) */
                                exercises: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                id: number;
                                /** @description File name under /storage/user_uploads/, or null */
                                image: string | null;
                                /** @description Same as title; `//` marks a line break */
                                name: string;
                                /** @description The parent category; null at top level */
                                parent_id: number | null;
                                /** @description Order among its siblings, from 0 */
                                position: number;
                                /** @description Progress block (4 levels) */
                                theory: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Contents per progress: never read (0), read (333), understood (666), learned (1000) */
                                    p: number[];
                                };
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description No body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cats/update_content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recomputes the content cache (a job)
         * @description Recomputes the cached subtree counts of every category. Runs as a job: 202 at once with the job (poll GET /api/cats/jobs/{id}); asking again while it runs returns the running job. wait=1: 200 once the job has ended (scripts, tests); a job that fails then answers 500.
         *
         *     Error codes: `cache.all_cleaned`, `cache.all_cleaning`, `cache.category_not_found`, `cache.content_cleaned`, `cache.content_updated`, `cache.content_updated_counts`, `cache.content_updating`, `cache.failed`, `cache.generated`, `cache.interrupted`, `cache.job_not_found`, `cache.user_cleaned`, `cache.user_not_found`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    wait?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 202: the job started (or the one running); 200 with wait=1: the job ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description CacheJob */
                            job: {
                                /** @description 1 for the first run; a run interrupted by a stopped server runs again as 2, 3 */
                                attempt: number;
                                /** @description Work done so far, of total */
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Poll GET /api/cats/jobs/{id} with it */
                                id: string;
                                /** @enum {string} */
                                kind: "clean_all" | "update_content";
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                /** @description All the work (e.g. rows); 0 until known */
                                total: number;
                            };
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description 202: the job started (or the one running); 200 with wait=1: the job ended */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description CacheJob */
                            job: {
                                /** @description 1 for the first run; a run interrupted by a stopped server runs again as 2, 3 */
                                attempt: number;
                                /** @description Work done so far, of total */
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Poll GET /api/cats/jobs/{id} with it */
                                id: string;
                                /** @enum {string} */
                                kind: "clean_all" | "update_content";
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                /** @description All the work (e.g. rows); 0 until known */
                                total: number;
                            };
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One content item
         * @description The item with the user’s progress and signed links. Learners get no solution while `solution_active` is "0"; teachers always do. 403 when its category is outside the user’s access.
         *
         *     Error codes: `contents.bad_value`, `contents.no_access`, `contents.no_progress`, `contents.not_found`, `contents.updated`, `contents.watch_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Content item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 7,
                         *       "name": "Lineare Gleichungen",
                         *       "description": "Umformen und Lösen",
                         *       "relevance": 4,
                         *       "difficulty": 2,
                         *       "category_id": 4,
                         *       "file_path": "b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf",
                         *       "file_extension": "pdf",
                         *       "media_type": "document",
                         *       "content_type": "theory",
                         *       "solution_active": "1",
                         *       "solution_path": null,
                         *       "no_progress": false,
                         *       "file_url": "/storage/user_uploads/b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf?expires=1764180000&user=5&signature=Yk3…",
                         *       "solution_url": null,
                         *       "category": {
                         *         "id": 4,
                         *         "chapter": "1.2",
                         *         "title": "Gleichungen",
                         *         "path": "Mathematik › Algebra › Gleichungen"
                         *       },
                         *       "stack": 333
                         *     }
                         */
                        "application/json": {
                            /** @description Where the item is in the course tree */
                            category: {
                                /** @description "1.2": 1-based positions below the programme; "" for the programme itself */
                                chapter: string;
                                id: number;
                                /** @description Titles from the programme down, joined by " › " */
                                path: string;
                                title: string;
                            };
                            category_id: number;
                            /**
                             * @description Theory or exercise
                             * @enum {string}
                             */
                            content_type: "theory" | "exercise";
                            description: string;
                            /** @description Difficulty, 1 to 5 */
                            difficulty: number;
                            /** @description A document’s extension (e.g. "pdf"); null for urls and videos */
                            file_extension: string | null;
                            /** @description A document’s stored file name, or the http(s) URL of a url or video */
                            file_path: string | null;
                            /** @description Where the item opens: a signed link /storage/user_uploads/{file_path}?expires&user&signature for a document (for this user, valid 4 to 8 hours), the URL itself for a url or video; null when missing */
                            file_url: string | null;
                            id: number;
                            /**
                             * @description document: an uploaded file; url: a web page; video: a video link
                             * @enum {string}
                             */
                            media_type: "document" | "url" | "video";
                            /** @description The title; "//" marks a line break */
                            name: string;
                            /** @description true: the item carries no progress select (no stack is stored) */
                            no_progress: boolean;
                            /** @description Relevance, 1 to 5 */
                            relevance: number;
                            /**
                             * @description "1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)
                             * @enum {string}
                             */
                            solution_active: "0" | "1";
                            /** @description The solution’s file name or URL; null when there is none, and for learners while solution_active is "0" */
                            solution_path: string | null;
                            /** @description The same for the solution; null when there is none or it is hidden from this user */
                            solution_url: string | null;
                            /** @description The user’s progress: 0 never read, 333 read, 666 understood, 1000 learned */
                            stack: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a content item (to the trash)
         * @description The item goes to the trash for 30 days; `trash_id` restores it.
         *
         *     Error codes: `content_admin.category_not_found`, `content_admin.content_type_invalid`, `content_admin.created`, `content_admin.deleted`, `content_admin.description_too_long`, `content_admin.flag_invalid`, `content_admin.moved`, `content_admin.name_too_long`, `content_admin.not_found`, `content_admin.solution_invalid`, `content_admin.some_not_found`, `content_admin.updated`, `content_rules.description_required`, `content_rules.difficulty_range`, `content_rules.document_required`, `content_rules.media_type_required`, `content_rules.relevance_range`, `content_rules.title_required`, `content_rules.url_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The ids moved to the trash */
                            deleted: number[];
                            message: string;
                            /** @description Undo with POST /api/trash/{trash_id}/restore (kept 30 days) */
                            trash_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every content item of one category (editor)
         * @description Theory and exercises of the category itself, by id, for the content editor.
         *
         *     Error codes: `contents.bad_value`, `contents.no_access`, `contents.no_progress`, `contents.not_found`, `contents.updated`, `contents.watch_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Content items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "contents": [
                         *         {
                         *           "id": 7,
                         *           "name": "Lineare Gleichungen",
                         *           "description": "Umformen und Lösen",
                         *           "relevance": 4,
                         *           "difficulty": 2,
                         *           "category_id": 4,
                         *           "file_path": "b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf",
                         *           "file_extension": "pdf",
                         *           "media_type": "document",
                         *           "content_type": "theory",
                         *           "solution_active": "1",
                         *           "solution_path": null,
                         *           "no_progress": false,
                         *           "file_url": "/storage/user_uploads/b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf?expires=1764180000&user=5&signature=Yk3…",
                         *           "solution_url": null,
                         *           "category": {
                         *             "id": 4,
                         *             "chapter": "1.2",
                         *             "title": "Gleichungen",
                         *             "path": "Mathematik › Algebra › Gleichungen"
                         *           },
                         *           "stack": 333
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            contents: {
                                /** @description Where the item is in the course tree */
                                category: {
                                    /** @description "1.2": 1-based positions below the programme; "" for the programme itself */
                                    chapter: string;
                                    id: number;
                                    /** @description Titles from the programme down, joined by " › " */
                                    path: string;
                                    title: string;
                                };
                                category_id: number;
                                /**
                                 * @description Theory or exercise
                                 * @enum {string}
                                 */
                                content_type: "theory" | "exercise";
                                description: string;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                /** @description A document’s extension (e.g. "pdf"); null for urls and videos */
                                file_extension: string | null;
                                /** @description A document’s stored file name, or the http(s) URL of a url or video */
                                file_path: string | null;
                                /** @description Where the item opens: a signed link /storage/user_uploads/{file_path}?expires&user&signature for a document (for this user, valid 4 to 8 hours), the URL itself for a url or video; null when missing */
                                file_url: string | null;
                                id: number;
                                /**
                                 * @description document: an uploaded file; url: a web page; video: a video link
                                 * @enum {string}
                                 */
                                media_type: "document" | "url" | "video";
                                /** @description The title; "//" marks a line break */
                                name: string;
                                /** @description true: the item carries no progress select (no stack is stored) */
                                no_progress: boolean;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                /**
                                 * @description "1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)
                                 * @enum {string}
                                 */
                                solution_active: "0" | "1";
                                /** @description The solution’s file name or URL; null when there is none, and for learners while solution_active is "0" */
                                solution_path: string | null;
                                /** @description The same for the solution; null when there is none or it is hidden from this user */
                                solution_url: string | null;
                                /** @description The user’s progress: 0 never read, 333 read, 666 understood, 1000 learned */
                                stack: number;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/create/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a content item in a category
         * @description Validated in the spec’s order (name, description, relevance, difficulty, media type, file) with its messages (422). 404 when the category does not exist.
         *
         *     Error codes: `content_admin.category_not_found`, `content_admin.content_type_invalid`, `content_admin.created`, `content_admin.deleted`, `content_admin.description_too_long`, `content_admin.flag_invalid`, `content_admin.moved`, `content_admin.name_too_long`, `content_admin.not_found`, `content_admin.solution_invalid`, `content_admin.some_not_found`, `content_admin.updated`, `content_rules.description_required`, `content_rules.difficulty_range`, `content_rules.document_required`, `content_rules.media_type_required`, `content_rules.relevance_range`, `content_rules.title_required`, `content_rules.url_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            /** @description A new content item (relevance, difficulty 3 and media_type document when left out) */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ignored: the category is the path’s (create) or stays (update) */
                        category_id?: number;
                        /**
                         * @description theory (when left out) or exercise
                         * @enum {string}
                         */
                        content_type?: "theory" | "exercise";
                        /** @description Must be filled; at most 5000 characters */
                        description: string;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description Ignored: taken from the stored file */
                        file_extension?: string;
                        /** @description document: the stored name of an upload (POST /api/file); url, video: an http(s) URL */
                        file_path: string;
                        /** @description Ignored */
                        id?: number;
                        /**
                         * @description document: an uploaded file; url: a web page; video: a video link
                         * @enum {string}
                         */
                        media_type?: "document" | "url" | "video";
                        /** @description The title ("//" a line break); must be filled; at most 255 characters */
                        name: string;
                        /** @description true (or "1"): the item has no progress select; false when left out */
                        no_progress?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Whether learners see the solution: "1" (when left out) or "0"; true/false accepted */
                        solution_active?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description An uploaded document’s stored name or an http(s) URL; null or "" for none */
                        solution_path?: string | null;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description Ignored: the category is the path’s (create) or stays (update) */
                        category_id?: number;
                        /**
                         * @description theory (when left out) or exercise
                         * @enum {string}
                         */
                        content_type?: "theory" | "exercise";
                        /** @description Must be filled; at most 5000 characters */
                        description: string;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description Ignored: taken from the stored file */
                        file_extension?: string;
                        /** @description document: the stored name of an upload (POST /api/file); url, video: an http(s) URL */
                        file_path: string;
                        /** @description Ignored */
                        id?: number;
                        /**
                         * @description document: an uploaded file; url: a web page; video: a video link
                         * @enum {string}
                         */
                        media_type?: "document" | "url" | "video";
                        /** @description The title ("//" a line break); must be filled; at most 255 characters */
                        name: string;
                        /** @description true (or "1"): the item has no progress select; false when left out */
                        no_progress?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Whether learners see the solution: "1" (when left out) or "0"; true/false accepted */
                        solution_active?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description An uploaded document’s stored name or an http(s) URL; null or "" for none */
                        solution_path?: string | null;
                    };
                    "multipart/form-data": {
                        /** @description Ignored: the category is the path’s (create) or stays (update) */
                        category_id?: number;
                        /**
                         * @description theory (when left out) or exercise
                         * @enum {string}
                         */
                        content_type?: "theory" | "exercise";
                        /** @description Must be filled; at most 5000 characters */
                        description: string;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description Ignored: taken from the stored file */
                        file_extension?: string;
                        /** @description document: the stored name of an upload (POST /api/file); url, video: an http(s) URL */
                        file_path: string;
                        /** @description Ignored */
                        id?: number;
                        /**
                         * @description document: an uploaded file; url: a web page; video: a video link
                         * @enum {string}
                         */
                        media_type?: "document" | "url" | "video";
                        /** @description The title ("//" a line break); must be filled; at most 255 characters */
                        name: string;
                        /** @description true (or "1"): the item has no progress select; false when left out */
                        no_progress?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Whether learners see the solution: "1" (when left out) or "0"; true/false accepted */
                        solution_active?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description An uploaded document’s stored name or an http(s) URL; null or "" for none */
                        solution_path?: string | null;
                    };
                };
            };
            responses: {
                /** @description Created: the new object */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Content (editor) */
                            object: {
                                category_id: number;
                                /**
                                 * @description Theory or exercise
                                 * @enum {string}
                                 */
                                content_type: "theory" | "exercise";
                                /** @description ISO 8601 instant */
                                created_at: string;
                                description: string;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                /** @description A document’s extension (e.g. "pdf"); null for urls and videos */
                                file_extension: string | null;
                                /** @description A document’s stored file name, or the http(s) URL of a url or video */
                                file_path: string | null;
                                id: number;
                                /**
                                 * @description document: an uploaded file; url: a web page; video: a video link
                                 * @enum {string}
                                 */
                                media_type: "document" | "url" | "video";
                                /** @description The title; "//" marks a line break */
                                name: string;
                                /** @description true: the item carries no progress select (no stack is stored) */
                                no_progress: boolean;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                /**
                                 * @description "1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)
                                 * @enum {string}
                                 */
                                solution_active: "0" | "1";
                                /** @description The solution’s stored file name or URL; null when none */
                                solution_path: string | null;
                                /** @description ISO 8601 instant */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several content items (to the trash)
         * @description All or nothing, as one trash batch. When an id does not exist nothing is deleted: 404 for a single id, 422 for several.
         *
         *     Error codes: `content_admin.category_not_found`, `content_admin.content_type_invalid`, `content_admin.created`, `content_admin.deleted`, `content_admin.description_too_long`, `content_admin.flag_invalid`, `content_admin.moved`, `content_admin.name_too_long`, `content_admin.not_found`, `content_admin.solution_invalid`, `content_admin.some_not_found`, `content_admin.updated`, `content_rules.description_required`, `content_rules.difficulty_range`, `content_rules.document_required`, `content_rules.media_type_required`, `content_rules.relevance_range`, `content_rules.title_required`, `content_rules.url_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The selected content items */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000) */
                        content_ids: number[];
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000) */
                        content_ids: number[];
                    };
                    "multipart/form-data": {
                        /** @description The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000) */
                        content_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The ids moved to the trash */
                            deleted: number[];
                            message: string;
                            /** @description Undo with POST /api/trash/{trash_id}/restore (kept 30 days) */
                            trash_id: number;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a content item
         * @description The fields given replace the stored ones (a field left out keeps its value); the result is validated as on create.
         *
         *     Error codes: `content_admin.category_not_found`, `content_admin.content_type_invalid`, `content_admin.created`, `content_admin.deleted`, `content_admin.description_too_long`, `content_admin.flag_invalid`, `content_admin.moved`, `content_admin.name_too_long`, `content_admin.not_found`, `content_admin.solution_invalid`, `content_admin.some_not_found`, `content_admin.updated`, `content_rules.description_required`, `content_rules.difficulty_range`, `content_rules.document_required`, `content_rules.media_type_required`, `content_rules.relevance_range`, `content_rules.title_required`, `content_rules.url_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The fields to change; the result is validated as a whole item */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ignored: the category is the path’s (create) or stays (update) */
                        category_id?: number;
                        /**
                         * @description theory (when left out) or exercise
                         * @enum {string}
                         */
                        content_type?: "theory" | "exercise";
                        /** @description Must be filled; at most 5000 characters */
                        description?: string;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description Ignored: taken from the stored file */
                        file_extension?: string;
                        /** @description document: the stored name of an upload (POST /api/file); url, video: an http(s) URL */
                        file_path?: string;
                        /** @description Ignored */
                        id?: number;
                        /**
                         * @description document: an uploaded file; url: a web page; video: a video link
                         * @enum {string}
                         */
                        media_type?: "document" | "url" | "video";
                        /** @description The title ("//" a line break); must be filled; at most 255 characters */
                        name?: string;
                        /** @description true (or "1"): the item has no progress select; false when left out */
                        no_progress?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Whether learners see the solution: "1" (when left out) or "0"; true/false accepted */
                        solution_active?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description An uploaded document’s stored name or an http(s) URL; null or "" for none */
                        solution_path?: string | null;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description Ignored: the category is the path’s (create) or stays (update) */
                        category_id?: number;
                        /**
                         * @description theory (when left out) or exercise
                         * @enum {string}
                         */
                        content_type?: "theory" | "exercise";
                        /** @description Must be filled; at most 5000 characters */
                        description?: string;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description Ignored: taken from the stored file */
                        file_extension?: string;
                        /** @description document: the stored name of an upload (POST /api/file); url, video: an http(s) URL */
                        file_path?: string;
                        /** @description Ignored */
                        id?: number;
                        /**
                         * @description document: an uploaded file; url: a web page; video: a video link
                         * @enum {string}
                         */
                        media_type?: "document" | "url" | "video";
                        /** @description The title ("//" a line break); must be filled; at most 255 characters */
                        name?: string;
                        /** @description true (or "1"): the item has no progress select; false when left out */
                        no_progress?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Whether learners see the solution: "1" (when left out) or "0"; true/false accepted */
                        solution_active?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description An uploaded document’s stored name or an http(s) URL; null or "" for none */
                        solution_path?: string | null;
                    };
                    "multipart/form-data": {
                        /** @description Ignored: the category is the path’s (create) or stays (update) */
                        category_id?: number;
                        /**
                         * @description theory (when left out) or exercise
                         * @enum {string}
                         */
                        content_type?: "theory" | "exercise";
                        /** @description Must be filled; at most 5000 characters */
                        description?: string;
                        /** @description Difficulty, 1 to 5 (a form post sends the digit as text) */
                        difficulty?: number;
                        /** @description Ignored: taken from the stored file */
                        file_extension?: string;
                        /** @description document: the stored name of an upload (POST /api/file); url, video: an http(s) URL */
                        file_path?: string;
                        /** @description Ignored */
                        id?: number;
                        /**
                         * @description document: an uploaded file; url: a web page; video: a video link
                         * @enum {string}
                         */
                        media_type?: "document" | "url" | "video";
                        /** @description The title ("//" a line break); must be filled; at most 255 characters */
                        name?: string;
                        /** @description true (or "1"): the item has no progress select; false when left out */
                        no_progress?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description Relevance, 1 to 5 (a form post sends the digit as text) */
                        relevance?: number;
                        /** @description Whether learners see the solution: "1" (when left out) or "0"; true/false accepted */
                        solution_active?: ("0" | "1" | "true" | "false") | boolean | 1 | 0;
                        /** @description An uploaded document’s stored name or an http(s) URL; null or "" for none */
                        solution_path?: string | null;
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Content (editor) */
                            object: {
                                category_id: number;
                                /**
                                 * @description Theory or exercise
                                 * @enum {string}
                                 */
                                content_type: "theory" | "exercise";
                                /** @description ISO 8601 instant */
                                created_at: string;
                                description: string;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                /** @description A document’s extension (e.g. "pdf"); null for urls and videos */
                                file_extension: string | null;
                                /** @description A document’s stored file name, or the http(s) URL of a url or video */
                                file_path: string | null;
                                id: number;
                                /**
                                 * @description document: an uploaded file; url: a web page; video: a video link
                                 * @enum {string}
                                 */
                                media_type: "document" | "url" | "video";
                                /** @description The title; "//" marks a line break */
                                name: string;
                                /** @description true: the item carries no progress select (no stack is stored) */
                                no_progress: boolean;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                /**
                                 * @description "1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)
                                 * @enum {string}
                                 */
                                solution_active: "0" | "1";
                                /** @description The solution’s stored file name or URL; null when none */
                                solution_path: string | null;
                                /** @description ISO 8601 instant */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/update/{id}/stack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the user’s progress on a content item
         * @description Watch-only access stores nothing (`stored: false`, `stack` unchanged). With `raise=1` a higher stored value stays and is answered. 422 for another value or an item with `no_progress`; 403 when the item is outside the user’s access.
         *
         *     Error codes: `contents.bad_value`, `contents.no_access`, `contents.no_progress`, `contents.not_found`, `contents.updated`, `contents.watch_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        put: {
            parameters: {
                query: {
                    /** @description raise only: the stored value stays when it is already as high (the “mark read” offer after opening a document; a level set meanwhile on another device is never lowered) */
                    raise?: "1";
                    /** @description 0 never read, 333 read, 666 understood, 1000 learned */
                    value: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The progress of a content item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "Progress updated",
                         *       "id": 7,
                         *       "stack": 666,
                         *       "stored": true
                         *     }
                         */
                        "application/json": {
                            /** @description The content item */
                            id: number;
                            message: string;
                            /** @description The progress now (unchanged when not stored) */
                            stack: number;
                            /** @description false for watch-only access: nothing is stored */
                            stored: boolean;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contents/update/moveTo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move content items to another category
         * @description All given items into category `id`, all or nothing. 404 when the category does not exist; 422 when some of the items do not.
         *
         *     Error codes: `content_admin.category_not_found`, `content_admin.content_type_invalid`, `content_admin.created`, `content_admin.deleted`, `content_admin.description_too_long`, `content_admin.flag_invalid`, `content_admin.moved`, `content_admin.name_too_long`, `content_admin.not_found`, `content_admin.solution_invalid`, `content_admin.some_not_found`, `content_admin.updated`, `content_rules.description_required`, `content_rules.difficulty_range`, `content_rules.document_required`, `content_rules.media_type_required`, `content_rules.relevance_range`, `content_rules.title_required`, `content_rules.url_required`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `html.too_deep`, `html.too_long`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The selected content items */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000) */
                        content_ids: number[];
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000) */
                        content_ids: number[];
                    };
                    "multipart/form-data": {
                        /** @description The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000) */
                        content_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The category they are in now */
                            category_id: number;
                            message: string;
                            /** @description The ids moved */
                            moved: number[];
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learner’s exam date for a category and how ready they are
         * @description The exam date the category’s cards aim at (the learner’s own for the programme holding it, by default the end of access), the predicted recall on exam day and the reviews per day to be ready.
         *
         *     Error codes: `memory.category_not_found`, `memory.date_invalid`, `memory.date_range`, `memory.no_access`, `memory.no_programme`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Exam plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the last day of access to the programme
                             */
                            access_until: string | null;
                            /** @description Answers given to the subtree’s cards so far */
                            answers: number;
                            /** @description Answers before the prediction is shown (too_few_answers) */
                            answers_needed: number | null;
                            /** @description Cards in the category’s subtree */
                            cards: number;
                            /** @description reviews per day until the exam to reach the target */
                            cards_per_day: number | null;
                            category_id: number;
                            /** @description true when the learner set the exam date */
                            custom: boolean;
                            /** @description Days until the exam date */
                            days_left: number | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the exam date when none is set (the access expiry)
                             */
                            default_exam_date: string | null;
                            /** @description Cards due for review today */
                            due_today: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the learner’s own or, by default, the access expiry
                             */
                            exam_date: string | null;
                            /** @description Cards never answered */
                            new_cards: number;
                            /** @description mean predicted recall (%) of the category’s cards on exam day if nothing more is studied */
                            predicted_recall: number | null;
                            /** @description Upper end (%) of that range */
                            predicted_recall_high: number | null;
                            /** @description Lower end (%) of the range the true recall on exam day likely lies in */
                            predicted_recall_low: number | null;
                            /**
                             * @description How to show predicted_recall: not_started (nothing answered: say so, not 0 %), too_few_answers (withheld until answers_needed answers), range (with predicted_recall_low..high, the widest error the learning benchmark found in its simulated memory worlds, docs/learning.md); null without a programme
                             * @enum {string|null}
                             */
                            prediction: "not_started" | "too_few_answers" | "range" | null;
                            /** @description The programme (bought category) whose exam the cards aim at; null for teachers and all-access learners */
                            programme: {
                                id: number;
                                title: string;
                            } | null;
                            /** @description The recall (%) reviews are spaced for until the exam (the last review before it keeps target_retention on exam day) */
                            spacing_retention: number;
                            /** @description The recall (%) aimed at on exam day */
                            target_retention: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the learner’s exam date
         * @description Sets the learner’s exam date for the programme holding the category (today to the end of access; 422 outside). 409 when no programme the learner holds contains the category.
         *
         *     Error codes: `memory.category_not_found`, `memory.date_invalid`, `memory.date_range`, `memory.no_access`, `memory.no_programme`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        exam_date: string;
                    };
                };
            };
            responses: {
                /** @description Exam plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the last day of access to the programme
                             */
                            access_until: string | null;
                            /** @description Answers given to the subtree’s cards so far */
                            answers: number;
                            /** @description Answers before the prediction is shown (too_few_answers) */
                            answers_needed: number | null;
                            /** @description Cards in the category’s subtree */
                            cards: number;
                            /** @description reviews per day until the exam to reach the target */
                            cards_per_day: number | null;
                            category_id: number;
                            /** @description true when the learner set the exam date */
                            custom: boolean;
                            /** @description Days until the exam date */
                            days_left: number | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the exam date when none is set (the access expiry)
                             */
                            default_exam_date: string | null;
                            /** @description Cards due for review today */
                            due_today: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the learner’s own or, by default, the access expiry
                             */
                            exam_date: string | null;
                            /** @description Cards never answered */
                            new_cards: number;
                            /** @description mean predicted recall (%) of the category’s cards on exam day if nothing more is studied */
                            predicted_recall: number | null;
                            /** @description Upper end (%) of that range */
                            predicted_recall_high: number | null;
                            /** @description Lower end (%) of the range the true recall on exam day likely lies in */
                            predicted_recall_low: number | null;
                            /**
                             * @description How to show predicted_recall: not_started (nothing answered: say so, not 0 %), too_few_answers (withheld until answers_needed answers), range (with predicted_recall_low..high, the widest error the learning benchmark found in its simulated memory worlds, docs/learning.md); null without a programme
                             * @enum {string|null}
                             */
                            prediction: "not_started" | "too_few_answers" | "range" | null;
                            /** @description The programme (bought category) whose exam the cards aim at; null for teachers and all-access learners */
                            programme: {
                                id: number;
                                title: string;
                            } | null;
                            /** @description The recall (%) reviews are spaced for until the exam (the last review before it keeps target_retention on exam day) */
                            spacing_retention: number;
                            /** @description The recall (%) aimed at on exam day */
                            target_retention: number;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Reset the learner’s exam date
         * @description Resets the exam date to the end of access. 409 when no programme the learner holds contains the category.
         *
         *     Error codes: `memory.category_not_found`, `memory.date_invalid`, `memory.date_range`, `memory.no_access`, `memory.no_programme`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Exam plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the last day of access to the programme
                             */
                            access_until: string | null;
                            /** @description Answers given to the subtree’s cards so far */
                            answers: number;
                            /** @description Answers before the prediction is shown (too_few_answers) */
                            answers_needed: number | null;
                            /** @description Cards in the category’s subtree */
                            cards: number;
                            /** @description reviews per day until the exam to reach the target */
                            cards_per_day: number | null;
                            category_id: number;
                            /** @description true when the learner set the exam date */
                            custom: boolean;
                            /** @description Days until the exam date */
                            days_left: number | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the exam date when none is set (the access expiry)
                             */
                            default_exam_date: string | null;
                            /** @description Cards due for review today */
                            due_today: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the learner’s own or, by default, the access expiry
                             */
                            exam_date: string | null;
                            /** @description Cards never answered */
                            new_cards: number;
                            /** @description mean predicted recall (%) of the category’s cards on exam day if nothing more is studied */
                            predicted_recall: number | null;
                            /** @description Upper end (%) of that range */
                            predicted_recall_high: number | null;
                            /** @description Lower end (%) of the range the true recall on exam day likely lies in */
                            predicted_recall_low: number | null;
                            /**
                             * @description How to show predicted_recall: not_started (nothing answered: say so, not 0 %), too_few_answers (withheld until answers_needed answers), range (with predicted_recall_low..high, the widest error the learning benchmark found in its simulated memory worlds, docs/learning.md); null without a programme
                             * @enum {string|null}
                             */
                            prediction: "not_started" | "too_few_answers" | "range" | null;
                            /** @description The programme (bought category) whose exam the cards aim at; null for teachers and all-access learners */
                            programme: {
                                id: number;
                                title: string;
                            } | null;
                            /** @description The recall (%) reviews are spaced for until the exam (the last review before it keeps target_retention on exam day) */
                            spacing_retention: number;
                            /** @description The recall (%) aimed at on exam day */
                            target_retention: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercise/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exercise items of a category
         * @description The exercise items of category `id` the user may see, ordered by chapter, then name; `?children=1` adds those of all its visible descendants, `?parent=1` gives those of its visible ancestors instead. 404 when the category does not exist, 403 when it is outside the user’s access.
         *
         *     Error codes: `contents.bad_value`, `contents.no_access`, `contents.no_progress`, `contents.not_found`, `contents.updated`, `contents.watch_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1: the items of the category and all its visible descendants */
                    children?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    /** @description 1: the items of its visible ancestors (the "parent content" table) */
                    parent?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Content items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "contents": [
                         *         {
                         *           "id": 7,
                         *           "name": "Lineare Gleichungen",
                         *           "description": "Umformen und Lösen",
                         *           "relevance": 4,
                         *           "difficulty": 2,
                         *           "category_id": 4,
                         *           "file_path": "b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf",
                         *           "file_extension": "pdf",
                         *           "media_type": "document",
                         *           "content_type": "theory",
                         *           "solution_active": "1",
                         *           "solution_path": null,
                         *           "no_progress": false,
                         *           "file_url": "/storage/user_uploads/b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf?expires=1764180000&user=5&signature=Yk3…",
                         *           "solution_url": null,
                         *           "category": {
                         *             "id": 4,
                         *             "chapter": "1.2",
                         *             "title": "Gleichungen",
                         *             "path": "Mathematik › Algebra › Gleichungen"
                         *           },
                         *           "stack": 333
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            contents: {
                                /** @description Where the item is in the course tree */
                                category: {
                                    /** @description "1.2": 1-based positions below the programme; "" for the programme itself */
                                    chapter: string;
                                    id: number;
                                    /** @description Titles from the programme down, joined by " › " */
                                    path: string;
                                    title: string;
                                };
                                category_id: number;
                                /**
                                 * @description Theory or exercise
                                 * @enum {string}
                                 */
                                content_type: "theory" | "exercise";
                                description: string;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                /** @description A document’s extension (e.g. "pdf"); null for urls and videos */
                                file_extension: string | null;
                                /** @description A document’s stored file name, or the http(s) URL of a url or video */
                                file_path: string | null;
                                /** @description Where the item opens: a signed link /storage/user_uploads/{file_path}?expires&user&signature for a document (for this user, valid 4 to 8 hours), the URL itself for a url or video; null when missing */
                                file_url: string | null;
                                id: number;
                                /**
                                 * @description document: an uploaded file; url: a web page; video: a video link
                                 * @enum {string}
                                 */
                                media_type: "document" | "url" | "video";
                                /** @description The title; "//" marks a line break */
                                name: string;
                                /** @description true: the item carries no progress select (no stack is stored) */
                                no_progress: boolean;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                /**
                                 * @description "1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)
                                 * @enum {string}
                                 */
                                solution_active: "0" | "1";
                                /** @description The solution’s file name or URL; null when there is none, and for learners while solution_active is "0" */
                                solution_path: string | null;
                                /** @description The same for the solution; null when there is none or it is hidden from this user */
                                solution_url: string | null;
                                /** @description The user’s progress: 0 never read, 333 read, 666 understood, 1000 learned */
                                stack: number;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exports a category’s cards as an Anki package or CSV
         * @description The category’s subtree: an Anki package (subcategories as subdecks, pictures included) or a CSV with the category path, safe against spreadsheet formulas; sent as a download. 404: unknown category; 503: the time limit ended the work.
         *
         *     Error codes: `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `import.already_running`, `import.category_not_found`, `import.failed`, `import.file_refused`, `import.file_required`, `import.imported_one`, `import.imported_other`, `import.interrupted`, `import.key_invalid`, `import.key_of_other`, `import.not_found`, `import.not_text`, `import.nothing_to_import`, `import.previewed_one`, `import.previewed_other`, `import.refused_collection_damaged`, `import.refused_entry_damaged`, `import.refused_entry_too_large`, `import.refused_file_empty`, `import.refused_gift_empty`, `import.refused_media_list_damaged`, `import.refused_moodle_unreadable`, `import.refused_no_collection`, `import.refused_not_moodle`, `import.refused_not_zip`, `import.refused_too_many_cards`, `import.refused_too_many_media`, `import.refused_too_many_notes`, `import.refused_unpacked_too_large`, `import.refused_zip_bomb`, `import.refused_zip_damaged`, `import.started`, `import.too_large`, `import.too_much_memory`, `import.unknown_format`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description apkg: an Anki package (subcategories as subdecks, pictures included); csv: for spreadsheets */
                    format?: "apkg" | "csv";
                };
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (Content-Disposition names it) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                        "text/csv": string;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (PDF, JPEG or PNG)
         * @description Teachers and admins. The file is checked by its content, pictures are re-encoded (metadata dropped) and get a thumbnail; it is stored under a generated name, answered as `file`. 422: no file, another type (kind=picture: anything but a JPEG or PNG), an unreadable picture or too large; 507: the storage is full.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description picture: the field shows pictures (an image card’s side): JPEG or PNG only, a PDF is refused (422) */
                    kind?: "picture" | "any";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description multipart/form-data with one file part named `file` */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A PDF, JPEG or PNG (checked by its content, not its name); pictures are re-encoded
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Created: the new object */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": "File uploaded",
                         *       "success": true,
                         *       "file": "1764000000000-0123456789abcdef.png",
                         *       "thumbnail": "1764000000000-0123456789abcdef.png",
                         *       "mime": "image/png",
                         *       "size": 48213,
                         *       "url": "/storage/user_uploads/1764000000000-0123456789abcdef.png?expires=1764014400&user=2&signature=…",
                         *       "thumbnail_url": "/storage/thumbnails/1764000000000-0123456789abcdef.png?expires=1764014400&user=2&signature=…"
                         *     }
                         */
                        "application/json": {
                            /** @description The stored (generated) file name: put this in the card, content or category */
                            file: string;
                            message: string;
                            /** @description Detected from the content: image/jpeg, image/png or application/pdf */
                            mime: string;
                            /** @description Bytes stored (after re-encoding a picture) */
                            size: number;
                            /** @enum {boolean} */
                            success: true;
                            /** @description The thumbnail's stored name (pictures only) */
                            thumbnail: string | null;
                            /** @description A signed link to the thumbnail (pictures only) */
                            thumbnail_url: string | null;
                            /** @description A signed link to the stored file, for the uploader */
                            url: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file storage is full */
                507: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file, link or content item to a lesson
         * @description Teachers and admins. By `type`: `file` needs a `file` part (PDF, JPEG or PNG, checked by content), `link` a `path`, `content` a `content_id`; a missing one is 422 'Fill in all fields'. 404: the lesson does not exist.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description An attachment of a lesson (multipart; JSON for a link or content, which carry no file). */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description type content: the content item */
                        content_id?: string | number;
                        description: string;
                        /**
                         * Format: binary
                         * @description type file: the PDF, JPEG or PNG (multipart only)
                         */
                        file?: string;
                        /** @description The lesson */
                        lesson_id: string | number;
                        name: string;
                        /** @description type link: the web address (http:// or https://) */
                        path?: string;
                        /**
                         * @description file: an uploaded PDF or picture; link: a web address; content: a content item of the portal
                         * @enum {string}
                         */
                        type: "file" | "link" | "content";
                    };
                    "multipart/form-data": {
                        /** @description type content: the content item */
                        content_id?: string | number;
                        description: string;
                        /**
                         * Format: binary
                         * @description type file: the PDF, JPEG or PNG (multipart only)
                         */
                        file?: string;
                        /** @description The lesson */
                        lesson_id: string | number;
                        name: string;
                        /** @description type link: the web address (http:// or https://) */
                        path?: string;
                        /**
                         * @description file: an uploaded PDF or picture; link: a web address; content: a content item of the portal
                         * @enum {string}
                         */
                        type: "file" | "link" | "content";
                    };
                };
            };
            responses: {
                /** @description Created: the new object */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description LessonFile */
                            file: {
                                /** @description LessonContent */
                                content: {
                                    category_id: number;
                                    /** @enum {string} */
                                    content_type: "theory" | "exercise";
                                    description: string;
                                    difficulty: number;
                                    file_extension: string | null;
                                    /** @description The stored file name or web address */
                                    file_path: string | null;
                                    id: number;
                                    /** @enum {string} */
                                    media_type: "document" | "url" | "video";
                                    mystack: {
                                        content_id: number;
                                        stack: number;
                                    };
                                    name: string;
                                    /** @description true: the item has no reading progress */
                                    no_progress: boolean;
                                    relevance: number;
                                    /**
                                     * @description '1': the solution is shown to learners
                                     * @enum {string}
                                     */
                                    solution_active: "0" | "1";
                                    /** @description null for a learner while the solution is switched off */
                                    solution_path: string | null;
                                    /** @description Where the solution opens (a signed link for a stored file) */
                                    solution_url: string | null;
                                    /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                    stack: number;
                                } | null;
                                /** @description null unless type content and the user may see the content */
                                content_id: number | null;
                                description: string;
                                id: number;
                                lesson_id: number;
                                name: string;
                                /** @description The stored file name (file) or the web address (link); null for content */
                                path: string | null;
                                /** @enum {string} */
                                type: "file" | "link" | "content";
                                /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                url: string | null;
                            };
                            /** @description The lesson with all its attachments */
                            lesson: {
                                category_id: number | null;
                                /** @description Calendar day YYYY-MM-DD */
                                day: string;
                                description: string;
                                /** @description HH:mm */
                                end: string;
                                files: {
                                    /** @description LessonContent */
                                    content: {
                                        category_id: number;
                                        /** @enum {string} */
                                        content_type: "theory" | "exercise";
                                        description: string;
                                        difficulty: number;
                                        file_extension: string | null;
                                        /** @description The stored file name or web address */
                                        file_path: string | null;
                                        id: number;
                                        /** @enum {string} */
                                        media_type: "document" | "url" | "video";
                                        mystack: {
                                            content_id: number;
                                            stack: number;
                                        };
                                        name: string;
                                        /** @description true: the item has no reading progress */
                                        no_progress: boolean;
                                        relevance: number;
                                        /**
                                         * @description '1': the solution is shown to learners
                                         * @enum {string}
                                         */
                                        solution_active: "0" | "1";
                                        /** @description null for a learner while the solution is switched off */
                                        solution_path: string | null;
                                        /** @description Where the solution opens (a signed link for a stored file) */
                                        solution_url: string | null;
                                        /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                        stack: number;
                                    } | null;
                                    /** @description null unless type content and the user may see the content */
                                    content_id: number | null;
                                    description: string;
                                    id: number;
                                    lesson_id: number;
                                    name: string;
                                    /** @description The stored file name (file) or the web address (link); null for content */
                                    path: string | null;
                                    /** @enum {string} */
                                    type: "file" | "link" | "content";
                                    /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                    url: string | null;
                                }[];
                                id: number;
                                /** @description The category's image (signed link), or null for the default */
                                image: string | null;
                                /** @description 1–2 characters: not available */
                                link: string;
                                /** @description 1–2 characters: a recording */
                                meeting_id: string;
                                password: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @enum {string} */
                                puzh: "0" | "1";
                                room: string | null;
                                /** @description HH:mm */
                                start: string;
                                title: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file storage is full */
                507: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/delete/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an uploaded file
         * @description Teachers and admins. Only a generated upload name that no card, content, lesson or category (trash included) refers to any more: 422 when it is still used or the name is not a generated one, 404 when there is no such upload.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The stored (generated) file name, e.g. 1764000000000-0123456789abcdef.pdf */
                    name: string;
                };
                cookie?: never;
            };
            /** @description `file_name` as JSON or as a form field (optional; the path names the file) */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The stored file name again (the spec's field); the path's name is the file deleted */
                        file_name?: string;
                    };
                    "multipart/form-data": {
                        /** @description The stored file name again (the spec's field); the path's name is the file deleted */
                        file_name?: string;
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The deleted file name */
                            file: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a lesson's attachment
         * @description Teachers and admins. Name and description; a new file, link or content item of the same type replaces the old one (a replaced upload is deleted). The type cannot change (422).
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description Edit an attachment: name and description; a new file, link or content item of the same type. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description type content: another content item */
                        content_id?: string | number;
                        description: string;
                        /**
                         * Format: binary
                         * @description type file: a replacement upload (multipart only)
                         */
                        file?: string;
                        name: string;
                        /** @description type link: a new web address */
                        path?: string;
                        /**
                         * @description If sent, must be the stored type (the type cannot change)
                         * @enum {string}
                         */
                        type?: "file" | "link" | "content";
                    };
                    "multipart/form-data": {
                        /** @description type content: another content item */
                        content_id?: string | number;
                        description: string;
                        /**
                         * Format: binary
                         * @description type file: a replacement upload (multipart only)
                         */
                        file?: string;
                        name: string;
                        /** @description type link: a new web address */
                        path?: string;
                        /**
                         * @description If sent, must be the stored type (the type cannot change)
                         * @enum {string}
                         */
                        type?: "file" | "link" | "content";
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description LessonFile */
                            file: {
                                /** @description LessonContent */
                                content: {
                                    category_id: number;
                                    /** @enum {string} */
                                    content_type: "theory" | "exercise";
                                    description: string;
                                    difficulty: number;
                                    file_extension: string | null;
                                    /** @description The stored file name or web address */
                                    file_path: string | null;
                                    id: number;
                                    /** @enum {string} */
                                    media_type: "document" | "url" | "video";
                                    mystack: {
                                        content_id: number;
                                        stack: number;
                                    };
                                    name: string;
                                    /** @description true: the item has no reading progress */
                                    no_progress: boolean;
                                    relevance: number;
                                    /**
                                     * @description '1': the solution is shown to learners
                                     * @enum {string}
                                     */
                                    solution_active: "0" | "1";
                                    /** @description null for a learner while the solution is switched off */
                                    solution_path: string | null;
                                    /** @description Where the solution opens (a signed link for a stored file) */
                                    solution_url: string | null;
                                    /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                    stack: number;
                                } | null;
                                /** @description null unless type content and the user may see the content */
                                content_id: number | null;
                                description: string;
                                id: number;
                                lesson_id: number;
                                name: string;
                                /** @description The stored file name (file) or the web address (link); null for content */
                                path: string | null;
                                /** @enum {string} */
                                type: "file" | "link" | "content";
                                /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                url: string | null;
                            };
                            /** @description The lesson with all its attachments */
                            lesson: {
                                category_id: number | null;
                                /** @description Calendar day YYYY-MM-DD */
                                day: string;
                                description: string;
                                /** @description HH:mm */
                                end: string;
                                files: {
                                    /** @description LessonContent */
                                    content: {
                                        category_id: number;
                                        /** @enum {string} */
                                        content_type: "theory" | "exercise";
                                        description: string;
                                        difficulty: number;
                                        file_extension: string | null;
                                        /** @description The stored file name or web address */
                                        file_path: string | null;
                                        id: number;
                                        /** @enum {string} */
                                        media_type: "document" | "url" | "video";
                                        mystack: {
                                            content_id: number;
                                            stack: number;
                                        };
                                        name: string;
                                        /** @description true: the item has no reading progress */
                                        no_progress: boolean;
                                        relevance: number;
                                        /**
                                         * @description '1': the solution is shown to learners
                                         * @enum {string}
                                         */
                                        solution_active: "0" | "1";
                                        /** @description null for a learner while the solution is switched off */
                                        solution_path: string | null;
                                        /** @description Where the solution opens (a signed link for a stored file) */
                                        solution_url: string | null;
                                        /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                        stack: number;
                                    } | null;
                                    /** @description null unless type content and the user may see the content */
                                    content_id: number | null;
                                    description: string;
                                    id: number;
                                    lesson_id: number;
                                    name: string;
                                    /** @description The stored file name (file) or the web address (link); null for content */
                                    path: string | null;
                                    /** @enum {string} */
                                    type: "file" | "link" | "content";
                                    /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                    url: string | null;
                                }[];
                                id: number;
                                /** @description The category's image (signed link), or null for the default */
                                image: string | null;
                                /** @description 1–2 characters: not available */
                                link: string;
                                /** @description 1–2 characters: a recording */
                                meeting_id: string;
                                password: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @enum {string} */
                                puzh: "0" | "1";
                                room: string | null;
                                /** @description HH:mm */
                                start: string;
                                title: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file storage is full */
                507: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/link/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed link to a stored file
         * @description Teachers and admins (the editors' previews): a /storage link for the current user. 404: no such stored file.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description '1': the link of the thumbnail instead of the file */
                    thumbnail?: "0" | "1";
                };
                header?: never;
                path: {
                    /** @description The stored (generated) file name, e.g. 1764000000000-0123456789abcdef.pdf */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A signed /storage link for the current user (valid for at least 4 hours) */
                            url: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a lesson's attachment
         * @description Teachers and admins. An uploaded file is deleted from the storage too.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's dependencies: 200 while it can serve, 503 while it cannot
         * @description Each dependency is 'up', 'down' or 'off' (not configured), from a check of its own with its own time limit (HEALTH_CHECK_TIMEOUT_MS; the database on a connection of its own). 503 with status 'error' and a message only while the database is down or hung: take the instance out of the load balancer. 200 with 'degraded' while an optional dependency is down and the server still serves: Redis (limits and caches fall back to the database and memory), mail (mails wait in the outbox), jobs (the job engine does not answer), disk (the embedded database folder is below DISK_MIN_FREE_MB: writes answer 507, reads work) or storage (not writable or below DISK_MIN_FREE_MB: uploads answer 507 or 503). Answers within about one time limit; never cached.
         *
         *     Error codes: the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The server can serve: each dependency's state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "status": "ok",
                         *       "database": "up",
                         *       "redis": "off",
                         *       "mail": "up",
                         *       "jobs": "up",
                         *       "disk": "up",
                         *       "storage": "up"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description Critical: while down, health answers 503
                             * @enum {string}
                             */
                            database: "up" | "down" | "off";
                            /**
                             * @description The embedded database folder's disk: 'down' below DISK_MIN_FREE_MB (writes answer 507, reads work); 'off' on PostgreSQL
                             * @enum {string}
                             */
                            disk: "up" | "down" | "off";
                            /**
                             * @description The background job engine: 'down' only while it does not answer
                             * @enum {string}
                             */
                            jobs: "up" | "down" | "off";
                            /**
                             * @description The mail queue: 'down' once a mail has waited more than 15 minutes
                             * @enum {string}
                             */
                            mail: "up" | "down" | "off";
                            /**
                             * @description Optional: rate limits fall back to memory, caches to the database
                             * @enum {string}
                             */
                            redis: "up" | "down" | "off";
                            /**
                             * @description 'ok', or 'degraded' while an optional dependency is down (the server still serves)
                             * @enum {string}
                             */
                            status: "ok" | "degraded";
                            /**
                             * @description The storage folder: 'down' when it is not writable or below DISK_MIN_FREE_MB
                             * @enum {string}
                             */
                            storage: "up" | "down" | "off";
                        };
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A critical dependency is down (the report), or the check ran out of time (an error) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "status": "error",
                         *       "database": "down",
                         *       "redis": "up",
                         *       "mail": "up",
                         *       "jobs": "up",
                         *       "disk": "up",
                         *       "storage": "up",
                         *       "message": "Not serving: database is not reachable"
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description Critical: while down, health answers 503
                             * @enum {string}
                             */
                            database: "up" | "down" | "off";
                            /**
                             * @description The embedded database folder's disk: 'down' below DISK_MIN_FREE_MB (writes answer 507, reads work); 'off' on PostgreSQL
                             * @enum {string}
                             */
                            disk: "up" | "down" | "off";
                            /**
                             * @description The background job engine: 'down' only while it does not answer
                             * @enum {string}
                             */
                            jobs: "up" | "down" | "off";
                            /**
                             * @description The mail queue: 'down' once a mail has waited more than 15 minutes
                             * @enum {string}
                             */
                            mail: "up" | "down" | "off";
                            /** @description Which critical dependencies are not reachable */
                            message: string;
                            /**
                             * @description Optional: rate limits fall back to memory, caches to the database
                             * @enum {string}
                             */
                            redis: "up" | "down" | "off";
                            /**
                             * @description A critical dependency (the database) is down or hung
                             * @enum {string}
                             */
                            status: "error";
                            /**
                             * @description The storage folder: 'down' when it is not writable or below DISK_MIN_FREE_MB
                             * @enum {string}
                             */
                            storage: "up" | "down" | "off";
                        } | components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The front or back picture of an image card
         * @description The image of an image card (type 1) the user may see, as PNG or JPEG. Cached privately for an hour; send the `ETag` back in `If-None-Match` for a 304. 404 when the card has no image (another type) or the file is missing.
         *
         *     Error codes: `cards.answer_invalid`, `cards.answer_not_stored`, `cards.answer_saved`, `cards.answer_time_future`, `cards.answer_time_too_old`, `cards.answered_at_invalid`, `cards.busy`, `cards.category_no_access`, `cards.category_not_found`, `cards.image_missing`, `cards.key_reused`, `cards.no_access`, `cards.no_image`, `cards.not_found`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1 or true: the back picture */
                    back?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture (PNG or JPEG) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description Not modified: the ETag given in If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports cards into a category (or previews the import)
         * @description The file (form field `file`) is recognised by its content: Anki packages, Quizlet/Anki text exports (CSV, TSV), Moodle XML and GIFT. Every card is checked as the card editor does; what fails is skipped with the reason. dry_run=1: 200 with what would be created and what is skipped, nothing written. Otherwise: 201 with the same summary once everything is written in one transaction (or nothing is); with the preview’s import_key a repeated request writes nothing and answers the first import (201, header Idempotent-Replayed) or its running job (202); 409: the key belongs to another import; a file of more than 1000 cards or 2 MB is imported by a job: 202 with the job, then poll GET /api/import/jobs/{id}. 404: unknown category; 413: the file is too large; 422: no file, a file that cannot be read, or no card that can be imported (`errors.file`); 503: the time limit ended the work.
         *
         *     Error codes: `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `import.already_running`, `import.category_not_found`, `import.failed`, `import.file_refused`, `import.file_required`, `import.imported_one`, `import.imported_other`, `import.interrupted`, `import.key_invalid`, `import.key_of_other`, `import.not_found`, `import.not_text`, `import.nothing_to_import`, `import.previewed_one`, `import.previewed_other`, `import.refused_collection_damaged`, `import.refused_entry_damaged`, `import.refused_entry_too_large`, `import.refused_file_empty`, `import.refused_gift_empty`, `import.refused_media_list_damaged`, `import.refused_moodle_unreadable`, `import.refused_no_collection`, `import.refused_not_moodle`, `import.refused_not_zip`, `import.refused_too_many_cards`, `import.refused_too_many_media`, `import.refused_too_many_notes`, `import.refused_unpacked_too_large`, `import.refused_zip_bomb`, `import.refused_zip_damaged`, `import.started`, `import.too_large`, `import.too_much_memory`, `import.unknown_format`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description 1: only check the file and answer what would be created and what is skipped and why */
                    dry_run?: "0" | "1" | "true" | "false";
                    /** @description The preview’s import_key: an import that brings it is written once; the same key again writes nothing and answers the first import (201) or its running job (202) */
                    import_key?: string;
                };
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description An Anki package (.apkg, .colpkg), a Quizlet/Anki text export (CSV, TSV), Moodle XML or GIFT
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description ImportPreview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Cards per card type */
                            by_type: {
                                [key: string]: number;
                            };
                            /** @description Cards that can be (or were) imported */
                            cards: number;
                            /** @description true: nothing was written */
                            dry_run: boolean;
                            /**
                             * @description The format recognised from the content (never from the file name)
                             * @enum {string}
                             */
                            format: "apkg" | "colpkg" | "csv" | "tsv" | "moodle-xml" | "gift";
                            /** @description Pictures inside HTML text that are not a JPEG or PNG of the package, left out of the cards */
                            images_left_out: number;
                            /**
                             * Format: uuid
                             * @description Send it with the import (?import_key=): a double submit then imports the cards once
                             */
                            import_key: string;
                            /** @description What the file holds that no card keeps, named with its count */
                            left_out: {
                                /**
                                 * @description field: a note field no card keeps; tags: the notes’ tags; audio: [sound:…] clips no card can play (file missing, not MP3, OGG/Opus or M4A, in a cloze); pictures: pictures in a text that holds none
                                 * @enum {string}
                                 */
                                code: "field" | "tags" | "audio" | "pictures";
                                /** @description How many notes (audio, pictures: how many of them) hold it */
                                count: number;
                                /** @description The field’s name (tags: "tags") */
                                name: string;
                            }[];
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description Pictures inside HTML text that are kept: stored through the upload pipeline on import (Anki, Moodle XML @@PLUGINFILE@@) */
                            pictures_kept: number;
                            /** @description What is not imported, and why */
                            skipped: {
                                /** @description The same place as kind and reference: the admin area shows `import.source.<kind>` with `ref` */
                                at?: {
                                    /** @enum {string} */
                                    kind: "line" | "question" | "note" | "reversed_note";
                                    ref: string;
                                };
                                /** @description The reason’s stable code: the admin area shows `import.skip.<code>` in the teacher’s language */
                                code?: string;
                                /** @description The values the reason names */
                                params?: {
                                    [key: string]: string;
                                };
                                /** @description Why: in the card editor’s words; in the teacher’s language when `code` is a catalogue code (e.g. html.too_long), else English */
                                reason: string;
                                /** @description Where in the file, in English (for logs), e.g. line 7 or note 123 */
                                source: string;
                            }[];
                            /** @description Cards per subcategory path (created below the target category) */
                            subcategories: {
                                cards: number;
                                path: string;
                            }[];
                        };
                    };
                };
                /** @description ImportResult */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Cards per card type */
                            by_type: {
                                [key: string]: number;
                            };
                            /** @description Cards that can be (or were) imported */
                            cards: number;
                            /** @description The categories the cards were written to (created ones included) */
                            category_ids: number[];
                            /** @description false: everything was written */
                            dry_run: boolean;
                            /**
                             * @description The format recognised from the content (never from the file name)
                             * @enum {string}
                             */
                            format: "apkg" | "colpkg" | "csv" | "tsv" | "moodle-xml" | "gift";
                            /** @description Pictures inside HTML text that are not a JPEG or PNG of the package, left out of the cards */
                            images_left_out: number;
                            /** @description What the file holds that no card keeps, named with its count */
                            left_out: {
                                /**
                                 * @description field: a note field no card keeps; tags: the notes’ tags; audio: [sound:…] clips no card can play (file missing, not MP3, OGG/Opus or M4A, in a cloze); pictures: pictures in a text that holds none
                                 * @enum {string}
                                 */
                                code: "field" | "tags" | "audio" | "pictures";
                                /** @description How many notes (audio, pictures: how many of them) hold it */
                                count: number;
                                /** @description The field’s name (tags: "tags") */
                                name: string;
                            }[];
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description Pictures inside HTML text that are kept: stored through the upload pipeline on import (Anki, Moodle XML @@PLUGINFILE@@) */
                            pictures_kept: number;
                            /** @description What is not imported, and why */
                            skipped: {
                                /** @description The same place as kind and reference: the admin area shows `import.source.<kind>` with `ref` */
                                at?: {
                                    /** @enum {string} */
                                    kind: "line" | "question" | "note" | "reversed_note";
                                    ref: string;
                                };
                                /** @description The reason’s stable code: the admin area shows `import.skip.<code>` in the teacher’s language */
                                code?: string;
                                /** @description The values the reason names */
                                params?: {
                                    [key: string]: string;
                                };
                                /** @description Why: in the card editor’s words; in the teacher’s language when `code` is a catalogue code (e.g. html.too_long), else English */
                                reason: string;
                                /** @description Where in the file, in English (for logs), e.g. line 7 or note 123 */
                                source: string;
                            }[];
                            /** @description Cards per subcategory path (created below the target category) */
                            subcategories: {
                                cards: number;
                                path: string;
                            }[];
                        };
                    };
                };
                /** @description A large file: the import runs as a job */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ImportJob */
                            job: {
                                category_id: number;
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /**
                                 * Format: uuid
                                 * @description Poll GET /api/import/jobs/{id} with it
                                 */
                                id: string;
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** @enum {string} */
                                phase: "queued" | "reading" | "checking" | "writing";
                                /** @description Once done: what a small import answers */
                                result: {
                                    /** @description Cards per card type */
                                    by_type: {
                                        [key: string]: number;
                                    };
                                    /** @description Cards that can be (or were) imported */
                                    cards: number;
                                    /** @description The categories the cards were written to (created ones included) */
                                    category_ids: number[];
                                    /**
                                     * @description The format recognised from the content (never from the file name)
                                     * @enum {string}
                                     */
                                    format: "apkg" | "colpkg" | "csv" | "tsv" | "moodle-xml" | "gift";
                                    /** @description Pictures inside HTML text that are not a JPEG or PNG of the package, left out of the cards */
                                    images_left_out: number;
                                    /** @description What the file holds that no card keeps, named with its count */
                                    left_out: {
                                        /**
                                         * @description field: a note field no card keeps; tags: the notes’ tags; audio: [sound:…] clips no card can play (file missing, not MP3, OGG/Opus or M4A, in a cloze); pictures: pictures in a text that holds none
                                         * @enum {string}
                                         */
                                        code: "field" | "tags" | "audio" | "pictures";
                                        /** @description How many notes (audio, pictures: how many of them) hold it */
                                        count: number;
                                        /** @description The field’s name (tags: "tags") */
                                        name: string;
                                    }[];
                                    /** @description Pictures inside HTML text that are kept: stored through the upload pipeline on import (Anki, Moodle XML @@PLUGINFILE@@) */
                                    pictures_kept: number;
                                    /** @description What is not imported, and why */
                                    skipped: {
                                        /** @description The same place as kind and reference: the admin area shows `import.source.<kind>` with `ref` */
                                        at?: {
                                            /** @enum {string} */
                                            kind: "line" | "question" | "note" | "reversed_note";
                                            ref: string;
                                        };
                                        /** @description The reason’s stable code: the admin area shows `import.skip.<code>` in the teacher’s language */
                                        code?: string;
                                        /** @description The values the reason names */
                                        params?: {
                                            [key: string]: string;
                                        };
                                        /** @description Why: in the card editor’s words; in the teacher’s language when `code` is a catalogue code (e.g. html.too_long), else English */
                                        reason: string;
                                        /** @description Where in the file, in English (for logs), e.g. line 7 or note 123 */
                                        source: string;
                                    }[];
                                    /** @description Cards per subcategory path (created below the target category) */
                                    subcategories: {
                                        cards: number;
                                        path: string;
                                    }[];
                                } | null;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                total: number;
                            };
                            /** @description What happened, in words for the user */
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A large import’s phase and progress, and its summary once done
         * @description Poll until state is done (result holds the summary) or error (nothing was written). 404: unknown import.
         *
         *     Error codes: `card_rules.all_answers_required`, `card_rules.all_fields_required`, `card_rules.cloze_format`, `card_rules.correct_answer_required`, `card_rules.difficulty_range`, `card_rules.each_answer_required`, `card_rules.images_required`, `card_rules.more_than_one_correct`, `card_rules.numeric_format`, `card_rules.pictures_only`, `card_rules.question_missing`, `card_rules.question_required`, `card_rules.relevance_range`, `card_rules.title_required`, `import.already_running`, `import.category_not_found`, `import.failed`, `import.file_refused`, `import.file_required`, `import.imported_one`, `import.imported_other`, `import.interrupted`, `import.key_invalid`, `import.key_of_other`, `import.not_found`, `import.not_text`, `import.nothing_to_import`, `import.previewed_one`, `import.previewed_other`, `import.refused_collection_damaged`, `import.refused_entry_damaged`, `import.refused_entry_too_large`, `import.refused_file_empty`, `import.refused_gift_empty`, `import.refused_media_list_damaged`, `import.refused_moodle_unreadable`, `import.refused_no_collection`, `import.refused_not_moodle`, `import.refused_not_zip`, `import.refused_too_many_cards`, `import.refused_too_many_media`, `import.refused_too_many_notes`, `import.refused_unpacked_too_large`, `import.refused_zip_bomb`, `import.refused_zip_damaged`, `import.started`, `import.too_large`, `import.too_much_memory`, `import.unknown_format`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The import job’s state and progress */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ImportJob */
                            job: {
                                category_id: number;
                                done: number;
                                /** Format: date-time */
                                finished_at: string | null;
                                /**
                                 * Format: uuid
                                 * @description Poll GET /api/import/jobs/{id} with it
                                 */
                                id: string;
                                /** @description The final message (done) or what went wrong (error) */
                                message: string | null;
                                /** @description done of total in whole percent (100 once ended) */
                                percent: number;
                                /** @enum {string} */
                                phase: "queued" | "reading" | "checking" | "writing";
                                /** @description Once done: what a small import answers */
                                result: {
                                    /** @description Cards per card type */
                                    by_type: {
                                        [key: string]: number;
                                    };
                                    /** @description Cards that can be (or were) imported */
                                    cards: number;
                                    /** @description The categories the cards were written to (created ones included) */
                                    category_ids: number[];
                                    /**
                                     * @description The format recognised from the content (never from the file name)
                                     * @enum {string}
                                     */
                                    format: "apkg" | "colpkg" | "csv" | "tsv" | "moodle-xml" | "gift";
                                    /** @description Pictures inside HTML text that are not a JPEG or PNG of the package, left out of the cards */
                                    images_left_out: number;
                                    /** @description What the file holds that no card keeps, named with its count */
                                    left_out: {
                                        /**
                                         * @description field: a note field no card keeps; tags: the notes’ tags; audio: [sound:…] clips no card can play (file missing, not MP3, OGG/Opus or M4A, in a cloze); pictures: pictures in a text that holds none
                                         * @enum {string}
                                         */
                                        code: "field" | "tags" | "audio" | "pictures";
                                        /** @description How many notes (audio, pictures: how many of them) hold it */
                                        count: number;
                                        /** @description The field’s name (tags: "tags") */
                                        name: string;
                                    }[];
                                    /** @description Pictures inside HTML text that are kept: stored through the upload pipeline on import (Anki, Moodle XML @@PLUGINFILE@@) */
                                    pictures_kept: number;
                                    /** @description What is not imported, and why */
                                    skipped: {
                                        /** @description The same place as kind and reference: the admin area shows `import.source.<kind>` with `ref` */
                                        at?: {
                                            /** @enum {string} */
                                            kind: "line" | "question" | "note" | "reversed_note";
                                            ref: string;
                                        };
                                        /** @description The reason’s stable code: the admin area shows `import.skip.<code>` in the teacher’s language */
                                        code?: string;
                                        /** @description The values the reason names */
                                        params?: {
                                            [key: string]: string;
                                        };
                                        /** @description Why: in the card editor’s words; in the teacher’s language when `code` is a catalogue code (e.g. html.too_long), else English */
                                        reason: string;
                                        /** @description Where in the file, in English (for logs), e.g. line 7 or note 123 */
                                        source: string;
                                    }[];
                                    /** @description Cards per subcategory path (created below the target category) */
                                    subcategories: {
                                        cards: number;
                                        path: string;
                                    }[];
                                } | null;
                                /** Format: date-time */
                                started_at: string;
                                /** @enum {string} */
                                state: "running" | "done" | "error";
                                total: number;
                            };
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learntypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learn types with the seconds a card of each takes
         * @description Public and cacheable for five minutes.
         *
         *     Error codes: `cards.answer_invalid`, `cards.answer_not_stored`, `cards.answer_saved`, `cards.answer_time_future`, `cards.answer_time_too_old`, `cards.answered_at_invalid`, `cards.busy`, `cards.category_no_access`, `cards.category_not_found`, `cards.image_missing`, `cards.key_reused`, `cards.no_access`, `cards.no_image`, `cards.not_found`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The learn types, by id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "learningtypes": [
                         *         {
                         *           "id": 0,
                         *           "name": "standard",
                         *           "time": 20
                         *         },
                         *         {
                         *           "id": 1,
                         *           "name": "word",
                         *           "time": 5
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            learningtypes: {
                                id: number;
                                name: string;
                                /** @description Seconds a card of this type takes in a session (for the time estimate) */
                                time: number;
                            }[];
                        };
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a lesson
         * @description Teachers and admins. 422 'Fill in all fields' names the first empty required field; 422 also for a category that does not exist.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The lesson form (multipart fields, or the same as JSON). Empty title, link, meeting_id, password, start or end: 422 'Fill in all fields'. Flags not sent are '1'. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The lesson's category (a programme); empty or 'null' for none */
                        category_id?: (string | number) | "" | "null";
                        /** @description Calendar day YYYY-MM-DD; empty or missing: today (create) or unchanged (update) */
                        day?: string;
                        description?: string;
                        /** @description HH:mm, after start */
                        end: string;
                        /** @description The meeting or recording address; 1–2 characters mark the lesson as not available */
                        link: string;
                        /** @description 1–2 characters mark a recording (no live meeting) */
                        meeting_id: string;
                        password: string;
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pbm2?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pecus?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        peth?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pethr?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pmatur?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        ppass?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        puzh?: "0" | "1" | "true" | "false";
                        /** @description A room name from the lesson data file */
                        room?: string;
                        /** @description HH:mm */
                        start: string;
                        title: string;
                    };
                    "multipart/form-data": {
                        /** @description The lesson's category (a programme); empty or 'null' for none */
                        category_id?: (string | number) | "" | "null";
                        /** @description Calendar day YYYY-MM-DD; empty or missing: today (create) or unchanged (update) */
                        day?: string;
                        description?: string;
                        /** @description HH:mm, after start */
                        end: string;
                        /** @description The meeting or recording address; 1–2 characters mark the lesson as not available */
                        link: string;
                        /** @description 1–2 characters mark a recording (no live meeting) */
                        meeting_id: string;
                        password: string;
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pbm2?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pecus?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        peth?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pethr?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pmatur?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        ppass?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        puzh?: "0" | "1" | "true" | "false";
                        /** @description A room name from the lesson data file */
                        room?: string;
                        /** @description HH:mm */
                        start: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Created: the new object */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Lesson */
                            lesson: {
                                category_id: number | null;
                                /** @description Calendar day YYYY-MM-DD */
                                day: string;
                                description: string;
                                /** @description HH:mm */
                                end: string;
                                files: {
                                    /** @description LessonContent */
                                    content: {
                                        category_id: number;
                                        /** @enum {string} */
                                        content_type: "theory" | "exercise";
                                        description: string;
                                        difficulty: number;
                                        file_extension: string | null;
                                        /** @description The stored file name or web address */
                                        file_path: string | null;
                                        id: number;
                                        /** @enum {string} */
                                        media_type: "document" | "url" | "video";
                                        mystack: {
                                            content_id: number;
                                            stack: number;
                                        };
                                        name: string;
                                        /** @description true: the item has no reading progress */
                                        no_progress: boolean;
                                        relevance: number;
                                        /**
                                         * @description '1': the solution is shown to learners
                                         * @enum {string}
                                         */
                                        solution_active: "0" | "1";
                                        /** @description null for a learner while the solution is switched off */
                                        solution_path: string | null;
                                        /** @description Where the solution opens (a signed link for a stored file) */
                                        solution_url: string | null;
                                        /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                        stack: number;
                                    } | null;
                                    /** @description null unless type content and the user may see the content */
                                    content_id: number | null;
                                    description: string;
                                    id: number;
                                    lesson_id: number;
                                    name: string;
                                    /** @description The stored file name (file) or the web address (link); null for content */
                                    path: string | null;
                                    /** @enum {string} */
                                    type: "file" | "link" | "content";
                                    /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                    url: string | null;
                                }[];
                                id: number;
                                /** @description The category's image (signed link), or null for the default */
                                image: string | null;
                                /** @description 1–2 characters: not available */
                                link: string;
                                /** @description 1–2 characters: a recording */
                                meeting_id: string;
                                password: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @enum {string} */
                                puzh: "0" | "1";
                                room: string | null;
                                /** @description HH:mm */
                                start: string;
                                title: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lesson data file: rooms and meeting accounts
         * @description Teachers and admins only: the accounts carry meeting links and passwords. Also served at /publicFiles/json/lessonData.json.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The lesson data file: rooms and meeting accounts (learner spec §3) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accDetails: {
                                id: number;
                                link: string;
                                meetingID: string;
                                name: string;
                                password: string;
                            }[];
                            rooms: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's lessons of a date range (a week, or one day)
         * @description The lessons on the days strictly between `from` and `to`: both ends are exclusive (the specification's stored week range runs from the Sunday before to the Monday after the displayed week, so `/api/lesson/2026-11-22/2026-11-30` gives Monday 23 to Sunday 29 November). `from` = `to` gives the lessons of that single day. The range may span at most 366 days (422); `from` after `to` gives an empty list. Only lessons the user may see (plus programme of the lesson's exam types, or teacher/admin), by day and start, each with its attachments.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description YYYY-MM-DD, exclusive (the Sunday before the week); equal to `to`: that one day */
                    from: string;
                    /** @description YYYY-MM-DD, exclusive (the Monday after the week); equal to `from`: that one day */
                    to: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "lessons": [
                         *         {
                         *           "id": 12,
                         *           "category_id": 3,
                         *           "title": "Algebra: quadratic equations",
                         *           "description": "Bring the exercise sheet.",
                         *           "link": "https://zoom.us/j/84512399112",
                         *           "room": "Raum 1 – Mathematik",
                         *           "day": "2026-11-24",
                         *           "start": "18:00",
                         *           "end": "19:30",
                         *           "peth": "1",
                         *           "pethr": "1",
                         *           "pecus": "1",
                         *           "ppass": "1",
                         *           "pmatur": "1",
                         *           "pbm2": "0",
                         *           "puzh": "0",
                         *           "password": "matura24",
                         *           "meeting_id": "845 1239 9112",
                         *           "image": null,
                         *           "files": [
                         *             {
                         *               "id": 40,
                         *               "lesson_id": 12,
                         *               "name": "Exercise sheet",
                         *               "description": "Chapter 4",
                         *               "type": "file",
                         *               "path": "1764000000000-0123456789abcdef.pdf",
                         *               "content_id": null,
                         *               "url": "/storage/user_uploads/1764000000000-0123456789abcdef.pdf?expires=1764014400&user=7&signature=…",
                         *               "content": null
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description By day and start */
                            lessons: {
                                category_id: number | null;
                                /** @description Calendar day YYYY-MM-DD */
                                day: string;
                                description: string;
                                /** @description HH:mm */
                                end: string;
                                files: {
                                    /** @description LessonContent */
                                    content: {
                                        category_id: number;
                                        /** @enum {string} */
                                        content_type: "theory" | "exercise";
                                        description: string;
                                        difficulty: number;
                                        file_extension: string | null;
                                        /** @description The stored file name or web address */
                                        file_path: string | null;
                                        id: number;
                                        /** @enum {string} */
                                        media_type: "document" | "url" | "video";
                                        mystack: {
                                            content_id: number;
                                            stack: number;
                                        };
                                        name: string;
                                        /** @description true: the item has no reading progress */
                                        no_progress: boolean;
                                        relevance: number;
                                        /**
                                         * @description '1': the solution is shown to learners
                                         * @enum {string}
                                         */
                                        solution_active: "0" | "1";
                                        /** @description null for a learner while the solution is switched off */
                                        solution_path: string | null;
                                        /** @description Where the solution opens (a signed link for a stored file) */
                                        solution_url: string | null;
                                        /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                        stack: number;
                                    } | null;
                                    /** @description null unless type content and the user may see the content */
                                    content_id: number | null;
                                    description: string;
                                    id: number;
                                    lesson_id: number;
                                    name: string;
                                    /** @description The stored file name (file) or the web address (link); null for content */
                                    path: string | null;
                                    /** @enum {string} */
                                    type: "file" | "link" | "content";
                                    /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                    url: string | null;
                                }[];
                                id: number;
                                /** @description The category's image (signed link), or null for the default */
                                image: string | null;
                                /** @description 1–2 characters: not available */
                                link: string;
                                /** @description 1–2 characters: a recording */
                                meeting_id: string;
                                password: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @enum {string} */
                                puzh: "0" | "1";
                                room: string | null;
                                /** @description HH:mm */
                                start: string;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson/{from}/{to}/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's lessons of a date range in one category's subtree
         * @description The lessons on the days strictly between `from` and `to`: both ends are exclusive (the specification's stored week range runs from the Sunday before to the Monday after the displayed week, so `/api/lesson/2026-11-22/2026-11-30` gives Monday 23 to Sunday 29 November). `from` = `to` gives the lessons of that single day. The range may span at most 366 days (422); `from` after `to` gives an empty list. Only lessons the user may see (plus programme of the lesson's exam types, or teacher/admin), by day and start, each with its attachments. Only the lessons of the category and its subcategories; 404 for an unknown category.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Only lessons of this category and its subcategories */
                    categoryId: number;
                    /** @description YYYY-MM-DD, exclusive (the Sunday before the week); equal to `to`: that one day */
                    from: string;
                    /** @description YYYY-MM-DD, exclusive (the Monday after the week); equal to `from`: that one day */
                    to: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "lessons": [
                         *         {
                         *           "id": 12,
                         *           "category_id": 3,
                         *           "title": "Algebra: quadratic equations",
                         *           "description": "Bring the exercise sheet.",
                         *           "link": "https://zoom.us/j/84512399112",
                         *           "room": "Raum 1 – Mathematik",
                         *           "day": "2026-11-24",
                         *           "start": "18:00",
                         *           "end": "19:30",
                         *           "peth": "1",
                         *           "pethr": "1",
                         *           "pecus": "1",
                         *           "ppass": "1",
                         *           "pmatur": "1",
                         *           "pbm2": "0",
                         *           "puzh": "0",
                         *           "password": "matura24",
                         *           "meeting_id": "845 1239 9112",
                         *           "image": null,
                         *           "files": [
                         *             {
                         *               "id": 40,
                         *               "lesson_id": 12,
                         *               "name": "Exercise sheet",
                         *               "description": "Chapter 4",
                         *               "type": "file",
                         *               "path": "1764000000000-0123456789abcdef.pdf",
                         *               "content_id": null,
                         *               "url": "/storage/user_uploads/1764000000000-0123456789abcdef.pdf?expires=1764014400&user=7&signature=…",
                         *               "content": null
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /** @description By day and start */
                            lessons: {
                                category_id: number | null;
                                /** @description Calendar day YYYY-MM-DD */
                                day: string;
                                description: string;
                                /** @description HH:mm */
                                end: string;
                                files: {
                                    /** @description LessonContent */
                                    content: {
                                        category_id: number;
                                        /** @enum {string} */
                                        content_type: "theory" | "exercise";
                                        description: string;
                                        difficulty: number;
                                        file_extension: string | null;
                                        /** @description The stored file name or web address */
                                        file_path: string | null;
                                        id: number;
                                        /** @enum {string} */
                                        media_type: "document" | "url" | "video";
                                        mystack: {
                                            content_id: number;
                                            stack: number;
                                        };
                                        name: string;
                                        /** @description true: the item has no reading progress */
                                        no_progress: boolean;
                                        relevance: number;
                                        /**
                                         * @description '1': the solution is shown to learners
                                         * @enum {string}
                                         */
                                        solution_active: "0" | "1";
                                        /** @description null for a learner while the solution is switched off */
                                        solution_path: string | null;
                                        /** @description Where the solution opens (a signed link for a stored file) */
                                        solution_url: string | null;
                                        /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                        stack: number;
                                    } | null;
                                    /** @description null unless type content and the user may see the content */
                                    content_id: number | null;
                                    description: string;
                                    id: number;
                                    lesson_id: number;
                                    name: string;
                                    /** @description The stored file name (file) or the web address (link); null for content */
                                    path: string | null;
                                    /** @enum {string} */
                                    type: "file" | "link" | "content";
                                    /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                    url: string | null;
                                }[];
                                id: number;
                                /** @description The category's image (signed link), or null for the default */
                                image: string | null;
                                /** @description 1–2 characters: not available */
                                link: string;
                                /** @description 1–2 characters: a recording */
                                meeting_id: string;
                                password: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @enum {string} */
                                puzh: "0" | "1";
                                room: string | null;
                                /** @description HH:mm */
                                start: string;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user has the online lessons
         * @description plus_access: the user's roles include the weekly online lessons; otherwise `programmes` lists the shop's programmes that do (for the empty Lessons tab).
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description true: the user's access includes the weekly online lessons */
                            plus_access: boolean;
                            /** @description Without plus access: the programmes of the shop that include the lessons */
                            programmes: {
                                id: number;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a lesson (to the trash)
         * @description Teachers and admins. The lesson and its attachments go to the trash for 30 days; `trash_id` restores them.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The trash entry: POST /api/trash/{id}/restore brings the lesson back */
                            trash_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a lesson
         * @description Teachers and admins. Fields not sent keep their stored values.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The lesson form (multipart fields, or JSON): fields not sent keep their stored values. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The lesson's category (a programme); empty or 'null' for none */
                        category_id?: (string | number) | "" | "null";
                        /** @description Calendar day YYYY-MM-DD; empty or missing: today (create) or unchanged (update) */
                        day?: string;
                        description?: string;
                        /** @description HH:mm, after start */
                        end?: string;
                        /** @description The meeting or recording address; 1–2 characters mark the lesson as not available */
                        link?: string;
                        /** @description 1–2 characters mark a recording (no live meeting) */
                        meeting_id?: string;
                        password?: string;
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pbm2?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pecus?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        peth?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pethr?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pmatur?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        ppass?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        puzh?: "0" | "1" | "true" | "false";
                        /** @description A room name from the lesson data file */
                        room?: string;
                        /** @description HH:mm */
                        start?: string;
                        title?: string;
                    };
                    "multipart/form-data": {
                        /** @description The lesson's category (a programme); empty or 'null' for none */
                        category_id?: (string | number) | "" | "null";
                        /** @description Calendar day YYYY-MM-DD; empty or missing: today (create) or unchanged (update) */
                        day?: string;
                        description?: string;
                        /** @description HH:mm, after start */
                        end?: string;
                        /** @description The meeting or recording address; 1–2 characters mark the lesson as not available */
                        link?: string;
                        /** @description 1–2 characters mark a recording (no live meeting) */
                        meeting_id?: string;
                        password?: string;
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pbm2?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pecus?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        peth?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pethr?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        pmatur?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        ppass?: "0" | "1" | "true" | "false";
                        /**
                         * @description Exam-type flag: '1' shows the lesson to that plus programme, '0' hides it
                         * @enum {string}
                         */
                        puzh?: "0" | "1" | "true" | "false";
                        /** @description A room name from the lesson data file */
                        room?: string;
                        /** @description HH:mm */
                        start?: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description The answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Lesson */
                            lesson: {
                                category_id: number | null;
                                /** @description Calendar day YYYY-MM-DD */
                                day: string;
                                description: string;
                                /** @description HH:mm */
                                end: string;
                                files: {
                                    /** @description LessonContent */
                                    content: {
                                        category_id: number;
                                        /** @enum {string} */
                                        content_type: "theory" | "exercise";
                                        description: string;
                                        difficulty: number;
                                        file_extension: string | null;
                                        /** @description The stored file name or web address */
                                        file_path: string | null;
                                        id: number;
                                        /** @enum {string} */
                                        media_type: "document" | "url" | "video";
                                        mystack: {
                                            content_id: number;
                                            stack: number;
                                        };
                                        name: string;
                                        /** @description true: the item has no reading progress */
                                        no_progress: boolean;
                                        relevance: number;
                                        /**
                                         * @description '1': the solution is shown to learners
                                         * @enum {string}
                                         */
                                        solution_active: "0" | "1";
                                        /** @description null for a learner while the solution is switched off */
                                        solution_path: string | null;
                                        /** @description Where the solution opens (a signed link for a stored file) */
                                        solution_url: string | null;
                                        /** @description The user's reading progress: 0, 333, 666 or 1000 */
                                        stack: number;
                                    } | null;
                                    /** @description null unless type content and the user may see the content */
                                    content_id: number | null;
                                    description: string;
                                    id: number;
                                    lesson_id: number;
                                    name: string;
                                    /** @description The stored file name (file) or the web address (link); null for content */
                                    path: string | null;
                                    /** @enum {string} */
                                    type: "file" | "link" | "content";
                                    /** @description Where it opens: a signed link for a stored file; null for content the user may not see */
                                    url: string | null;
                                }[];
                                id: number;
                                /** @description The category's image (signed link), or null for the default */
                                image: string | null;
                                /** @description 1–2 characters: not available */
                                link: string;
                                /** @description 1–2 characters: a recording */
                                meeting_id: string;
                                password: string;
                                /** @enum {string} */
                                pbm2: "0" | "1";
                                /** @enum {string} */
                                pecus: "0" | "1";
                                /** @enum {string} */
                                peth: "0" | "1";
                                /** @enum {string} */
                                pethr: "0" | "1";
                                /** @enum {string} */
                                pmatur: "0" | "1";
                                /** @enum {string} */
                                ppass: "0" | "1";
                                /** @enum {string} */
                                puzh: "0" | "1";
                                room: string | null;
                                /** @description HH:mm */
                                start: string;
                                title: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/demo/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays with the demo card form (demo mode only)
         * @description The same fulfilment as Stripe’s webhook, without money. Confirming a payment already paid answers 200 again. 402: the card was declined (4000 0000 0000 0002) or has insufficient funds (…9995), with `errors.card_number`; 422: a card field is invalid or the card expired; 404: not demo mode, or no open payment of the caller for this client secret; 409: the payment is no longer open (the cart changed).
         *
         *     Error codes: `card_payment.declined`, `card_payment.expired`, `card_payment.insufficient_funds`, `card_payment.invalid_cvc`, `card_payment.invalid_expiry`, `card_payment.invalid_number`, `payments.already_paid`, `payments.demo_only`, `payments.invalid_signature`, `payments.not_found`, `payments.not_open`, `payments.received`, `payments.succeeded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        card_number: string;
                        client_secret: string;
                        cvc: string;
                        expiry: string;
                    };
                };
            };
            responses: {
                /** @description The payment succeeded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": {
                         *         "code": "payments.succeeded",
                         *         "en": "Payment succeeded",
                         *         "de": "Zahlung erfolgreich"
                         *       },
                         *       "status": "succeeded"
                         *     }
                         */
                        "application/json": {
                            /** @description What happened, in words for the user */
                            message: string;
                            /**
                             * @description The payment succeeded and its programmes are granted
                             * @enum {string}
                             */
                            status: "succeeded";
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: the programme is not (or no longer) bought */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/demo/receipt/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A demo payment’s receipt (HTML page)
         * @description Public: the unguessable intent id is the key, as with Stripe’s receipt links. 404: no paid demo payment with this id.
         *
         *     Error codes: `card_payment.declined`, `card_payment.expired`, `card_payment.insufficient_funds`, `card_payment.invalid_cvc`, `card_payment.invalid_expiry`, `card_payment.invalid_number`, `payments.already_paid`, `payments.demo_only`, `payments.invalid_signature`, `payments.not_found`, `payments.not_open`, `payments.received`, `payments.succeeded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The receipt as an HTML page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe’s webhook (called by Stripe, not by clients)
         * @description Public; the body is Stripe’s event JSON, checked against the `Stripe-Signature` header over the exact bytes sent (at most 512 KB). Handles payment_intent.succeeded (grants the purchase once, however often delivered), payment_intent.payment_failed, payment_intent.canceled, charge.refunded and charge.dispute.closed; any other event is acknowledged and ignored. 400: the signature is missing, wrong, or dated more than 300 s before or after the server’s clock (Stripe’s tolerance); 404: Stripe is not the payment provider (demo mode or payments off). A paid event that cannot be granted still answers 200 (recorded as an anomaly for the admins), so Stripe does not retry it; never 402.
         *
         *     Error codes: `card_payment.declined`, `card_payment.expired`, `card_payment.insufficient_funds`, `card_payment.invalid_cvc`, `card_payment.invalid_expiry`, `card_payment.invalid_number`, `payments.already_paid`, `payments.demo_only`, `payments.invalid_signature`, `payments.not_found`, `payments.not_open`, `payments.received`, `payments.succeeded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description WebhookReceipt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description payment_intent.succeeded: why a paid event granted nothing (recorded for the admins)
                             * @enum {string|null}
                             */
                            anomaly?: "amount_mismatch" | "currency_mismatch" | "paid_after_cancel" | "already_granted" | "refunded_before_paid" | "disputed_before_paid" | null;
                            /** @description The payment was already fulfilled: nothing granted again */
                            duplicate?: boolean;
                            /** @description payment_intent.succeeded: the purchase was granted */
                            fulfilled?: boolean;
                            /**
                             * @description The event was verified and handled (or is of no interest)
                             * @enum {boolean}
                             */
                            received: true;
                            /** @description charge.refunded, charge.dispute.closed: bought products taken back */
                            taken_back?: number;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users with their roles and rights, searched and paged
         * @description Ordered by user id. An invalid page or per_page is refused with 422.
         *
         *     Error codes: `roles.category_missing`, `roles.category_required`, `roles.created`, `roles.date`, `roles.deleted`, `roles.exam_type`, `roles.order`, `roles.page`, `roles.per_page`, `roles.role_missing`, `roles.roles_per_category`, `roles.updated`, `roles.user_missing`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The page, from 1 */
                    page?: number;
                    /** @description Users per page, 1 to 200 */
                    per_page?: number;
                    /** @description Name or email contains it, or the id is it */
                    q?: string;
                    /** @description 1: only users holding at least one role */
                    with_roles?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of users with their roles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The last page (1 when there is nothing) */
                            last_page: number;
                            /** @description This page, from 1 */
                            page: number;
                            per_page: number;
                            /** @description How many items there are over all pages */
                            total: number;
                            users: {
                                /** @description 1: sees every category without roles */
                                all_access: 0 | 1;
                                email: string;
                                id: number;
                                is_admin: 0 | 1;
                                is_student: 0 | 1;
                                is_teacher: 0 | 1;
                                name: string;
                                roles: {
                                    /** @description Today lies between start_date and expiration_date */
                                    active: boolean;
                                    /** @description The category whose subtree the role opens */
                                    category_id: number;
                                    category_title: string;
                                    /** @description The exam type: eth, ethr, ecus, uzh, pass, matur, bm2, peth, pethr, pecus, puzh, ppass, pmatur, pbm2 */
                                    exam_type: string;
                                    /** @description The last day of access */
                                    expiration_date: string;
                                    /** @description The user’s cache was generated for this role since it last changed */
                                    generated: boolean;
                                    id: number;
                                    start_date: string;
                                    user_id: number;
                                    /** @description 1: the user reads but no progress is stored */
                                    watch_only: 0 | 1;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories with their roles and users, paged
         * @description The programmes and every category holding roles (all=1: every category), in tree order, `per_page` of them per page with the total; each with its number of roles and its newest `roles_per_category` roles. With category_id: that category alone, and page/per_page page its roles (404 when it does not exist). An invalid page, per_page or roles_per_category is refused with 422.
         *
         *     Error codes: `roles.category_missing`, `roles.category_required`, `roles.created`, `roles.date`, `roles.deleted`, `roles.exam_type`, `roles.order`, `roles.page`, `roles.per_page`, `roles.role_missing`, `roles.roles_per_category`, `roles.updated`, `roles.user_missing`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1: every category (for the category picker), not only programmes and categories with roles */
                    all?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    /** @description One category: page and per_page then page its roles */
                    category_id?: number;
                    /** @description The page, from 1 */
                    page?: number;
                    /** @description Categories per page (with category_id: roles per page), 1 to 200 */
                    per_page?: number;
                    /** @description Only roles of users whose name or email contains it (or whose id is it), and their categories */
                    q?: string;
                    /** @description Without category_id: how many of each category’s roles (newest first) come along, 0 to 200 */
                    roles_per_category?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of categories with their roles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description In tree order */
                            categories: {
                                /** @description 0 for a programme (top-level category) */
                                depth: number;
                                id: number;
                                parent_id: number | null;
                                /** @description The readable path, e.g. "Mathematik › Algebra" */
                                path_title: string;
                                /** @description Newest first: a page of them with category_id, else the first roles_per_category */
                                roles: {
                                    /** @description Today lies between start_date and expiration_date */
                                    active: boolean;
                                    /** @description The category whose subtree the role opens */
                                    category_id: number;
                                    category_title: string;
                                    /** @description The exam type: eth, ethr, ecus, uzh, pass, matur, bm2, peth, pethr, pecus, puzh, ppass, pmatur, pbm2 */
                                    exam_type: string;
                                    /** @description The last day of access */
                                    expiration_date: string;
                                    /** @description The user’s cache was generated for this role since it last changed */
                                    generated: boolean;
                                    id: number;
                                    start_date: string;
                                    /** @description User */
                                    user: {
                                        /** @description 1: sees every category without roles */
                                        all_access: 0 | 1;
                                        email: string;
                                        id: number;
                                        is_admin: 0 | 1;
                                        is_student: 0 | 1;
                                        is_teacher: 0 | 1;
                                        name: string;
                                    };
                                    user_id: number;
                                    /** @description 1: the user reads but no progress is stored */
                                    watch_only: 0 | 1;
                                }[];
                                /** @description How many roles the category holds (matching q) */
                                roles_count: number;
                                title: string;
                            }[];
                            /** @description The last page (1 when there is nothing) */
                            last_page: number;
                            /** @description This page, from 1 */
                            page: number;
                            per_page: number;
                            /** @description How many categories match (with category_id: how many roles the category holds matching q) */
                            total: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/create/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives a user a role
         * @description The path id is the user. JSON or multipart form. Defaults: exam_type eth, start and expiry today. The user sees the change at once (their cached progress is dropped). 404: unknown user; 422: no or an unknown category_id, an invalid date, or the expiry before the start.
         *
         *     Error codes: `roles.category_missing`, `roles.category_required`, `roles.created`, `roles.date`, `roles.deleted`, `roles.exam_type`, `roles.order`, `roles.page`, `roles.per_page`, `roles.role_missing`, `roles.roles_per_category`, `roles.updated`, `roles.user_missing`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_id?: number;
                        /** @enum {string} */
                        exam_type?: "eth" | "ethr" | "ecus" | "uzh" | "pass" | "matur" | "bm2" | "peth" | "pethr" | "pecus" | "puzh" | "ppass" | "pmatur" | "pbm2";
                        expiration_date?: string;
                        start_date?: string;
                        watch_only?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description The role as saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description Role */
                            role: {
                                /** @description Today lies between start_date and expiration_date */
                                active: boolean;
                                /** @description The category whose subtree the role opens */
                                category_id: number;
                                category_title: string;
                                /** @description The exam type: eth, ethr, ecus, uzh, pass, matur, bm2, peth, pethr, pecus, puzh, ppass, pmatur, pbm2 */
                                exam_type: string;
                                /** @description The last day of access */
                                expiration_date: string;
                                /** @description The user’s cache was generated for this role since it last changed */
                                generated: boolean;
                                id: number;
                                start_date: string;
                                user_id: number;
                                /** @description 1: the user reads but no progress is stored */
                                watch_only: 0 | 1;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a role (to the trash)
         * @description The role goes to the trash for 30 days; restoring it gives the access back as it was. 404: unknown role.
         *
         *     Error codes: `roles.category_missing`, `roles.category_required`, `roles.created`, `roles.date`, `roles.deleted`, `roles.exam_type`, `roles.order`, `roles.page`, `roles.per_page`, `roles.role_missing`, `roles.roles_per_category`, `roles.updated`, `roles.user_missing`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The role deleted (in the trash) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The deleted role */
                            id: number;
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description The trash entry that restores it (30 days) */
                            trash_id: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a role
         * @description The path id is the role. Multipart form (admin spec §7) or JSON; fields left out keep their value, only the date part of a date is used. The role counts as not generated afterwards. 404: unknown role; 422: an invalid date or the expiry before the start.
         *
         *     Error codes: `roles.category_missing`, `roles.category_required`, `roles.created`, `roles.date`, `roles.deleted`, `roles.exam_type`, `roles.order`, `roles.page`, `roles.per_page`, `roles.role_missing`, `roles.roles_per_category`, `roles.updated`, `roles.user_missing`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        exam_type?: "eth" | "ethr" | "ecus" | "uzh" | "pass" | "matur" | "bm2" | "peth" | "pethr" | "pecus" | "puzh" | "ppass" | "pmatur" | "pbm2";
                        expiration_date?: string;
                        start_date?: string;
                        watch_only?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description The role as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description Role */
                            role: {
                                /** @description Today lies between start_date and expiration_date */
                                active: boolean;
                                /** @description The category whose subtree the role opens */
                                category_id: number;
                                category_title: string;
                                /** @description The exam type: eth, ethr, ecus, uzh, pass, matur, bm2, peth, pethr, pecus, puzh, ppass, pmatur, pbm2 */
                                exam_type: string;
                                /** @description The last day of access */
                                expiration_date: string;
                                /** @description The user’s cache was generated for this role since it last changed */
                                generated: boolean;
                                id: number;
                                start_date: string;
                                user_id: number;
                                /** @description 1: the user reads but no progress is stored */
                                watch_only: 0 | 1;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The programmes for sale
         * @description Public. In shop order; products no longer sold are left out.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The programmes for sale, in shop order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "products": [
                         *         {
                         *           "id": 1,
                         *           "category_id": 12,
                         *           "name": "Mathematik",
                         *           "title": "Mathematik",
                         *           "description": "Algebra, Analysis und Geometrie",
                         *           "price": 120,
                         *           "position": 1,
                         *           "image": null,
                         *           "image_url": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            products: {
                                /** @description The programme (top-level category) it gives access to */
                                category_id: number;
                                description: string;
                                /** @description The product id, used to add it to the cart */
                                id: number;
                                /** @description The stored picture name */
                                image: string | null;
                                /** @description The picture as a signed link, null without one */
                                image_url: string | null;
                                /** @description The programme title; a "//" means a line break */
                                name: string;
                                /** @description Shop order */
                                position: number;
                                /** @description The programme price in CHF; the shop shows price × (1 + 0.05 × months) */
                                price: number;
                                /** @description Same as name */
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/add/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Adds a programme to the cart
         * @description Creates a cart item (201) for the product, exam type and duration at the server’s price; adding the same programme and exam type again replaces its duration. 403 when the profile is not complete (the shop asks for valid user info); 404 for an unknown product or one no longer sold.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query: {
                    duration: number;
                    exam_type: "ecus" | "eth";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cart */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "message": {
                         *         "code": "shop.added",
                         *         "en": "Product added to cart",
                         *         "de": "Produkt in den Warenkorb gelegt"
                         *       },
                         *       "item": {
                         *         "id": 7,
                         *         "product_id": 1,
                         *         "category_id": 12,
                         *         "category_name": "Mathematik",
                         *         "price": 192,
                         *         "exam_type": "ecus",
                         *         "duration": 12,
                         *         "expiration_date": "2027-11-26",
                         *         "held_until": null,
                         *         "from_earlier_attempt": false
                         *       },
                         *       "cart": [
                         *         {
                         *           "id": 7,
                         *           "product_id": 1,
                         *           "category_id": 12,
                         *           "category_name": "Mathematik",
                         *           "price": 192,
                         *           "exam_type": "ecus",
                         *           "duration": 12,
                         *           "expiration_date": "2027-11-26",
                         *           "held_until": null,
                         *           "from_earlier_attempt": false
                         *         }
                         *       ],
                         *       "total": 192
                         *     }
                         */
                        "application/json": {
                            cart: {
                                category_id: number;
                                category_name: string;
                                /** @description Months: 3, 6 or 12 */
                                duration: number;
                                /**
                                 * @description ecus (shown as "Standard") or eth (shown as "ETH")
                                 * @enum {string}
                                 */
                                exam_type: "ecus" | "eth";
                                /** @description The access would end on this day if bought today */
                                expiration_date: string;
                                /** @description In the cart since an earlier checkout whose payment was declined or replaced */
                                from_earlier_attempt: boolean;
                                /** @description The learner already holds this programme with this exam type until this day; buying extends it from there */
                                held_until: string | null;
                                /** @description The cart item id (for GET /api/shop/remove/{id}) */
                                id: number;
                                /** @description The price of this item for its duration, in CHF (the server’s price) */
                                price: number;
                                product_id: number;
                            }[];
                            /** @description The item added (or its duration replaced) */
                            item: {
                                category_id: number;
                                category_name: string;
                                /** @description Months: 3, 6 or 12 */
                                duration: number;
                                /**
                                 * @description ecus (shown as "Standard") or eth (shown as "ETH")
                                 * @enum {string}
                                 */
                                exam_type: "ecus" | "eth";
                                /** @description The access would end on this day if bought today */
                                expiration_date: string;
                                /** @description In the cart since an earlier checkout whose payment was declined or replaced */
                                from_earlier_attempt: boolean;
                                /** @description The learner already holds this programme with this exam type until this day; buying extends it from there */
                                held_until: string | null;
                                /** @description The cart item id (for GET /api/shop/remove/{id}) */
                                id: number;
                                /** @description The price of this item for its duration, in CHF (the server’s price) */
                                price: number;
                                product_id: number;
                            };
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description Sum of the items’ prices in CHF */
                            total: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/bought": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s bought products
         * @description Newest first, including purchases taken back (refunded, disputed, canceled) with their status.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller’s bought products, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bought: {
                                /** @description Bought within the last hour and its categories not yet recalculated (GET /api/cats/generate/{id}) */
                                activating: boolean;
                                category_id: number;
                                category_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @description Months */
                                duration: number;
                                /**
                                 * @description ecus (shown as "Standard") or eth (shown as "ETH")
                                 * @enum {string}
                                 */
                                exam_type: "ecus" | "eth";
                                expiration_date: string;
                                id: number;
                                /** @description CHF */
                                price: number;
                                /** @description The payment provider’s receipt, null when there is none */
                                receipt_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was taken back
                                 */
                                revoked_at: string | null;
                                /**
                                 * @description active, or taken back: refunded, disputed (a lost chargeback), canceled
                                 * @enum {string}
                                 */
                                status: "active" | "refunded" | "disputed" | "canceled";
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Starts the payment of the whole cart
         * @description Needs terms=1 (else 422 with `errors.terms`) and a non-empty cart (else 422 with `errors.cart`). Answers the client secret the browser confirms with the payment provider; nothing is granted until the payment succeeds. A cart that costs nothing is granted at once (status succeeded, no client secret). 403: the profile is not complete; 502: the payment provider refused to start the payment; 503: payments are not available.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    terms?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Checkout: the payment started */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "client_secret": "pi_3P…_secret_…",
                         *       "payment_id": 41,
                         *       "amount": 192,
                         *       "provider": "stripe",
                         *       "status": "pending"
                         *     }
                         */
                        "application/json": {
                            /** @description The amount to pay in CHF */
                            amount: number;
                            /** @description Confirmed by the browser with the provider; null when the cart cost nothing (status succeeded) */
                            client_secret: string | null;
                            payment_id: number;
                            /**
                             * @description free: the cart cost nothing and was granted at once
                             * @enum {string}
                             */
                            provider: "stripe" | "demo" | "free";
                            /**
                             * @description succeeded: granted at once (free cart)
                             * @enum {string}
                             */
                            status: "pending" | "succeeded";
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An outside service (the payment provider) failed: try again */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s cart
         * @description Each item at the server’s current price, and the total in CHF.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "cart": [
                         *         {
                         *           "id": 7,
                         *           "product_id": 1,
                         *           "category_id": 12,
                         *           "category_name": "Mathematik",
                         *           "price": 192,
                         *           "exam_type": "ecus",
                         *           "duration": 12,
                         *           "expiration_date": "2027-11-26",
                         *           "held_until": null,
                         *           "from_earlier_attempt": false
                         *         }
                         *       ],
                         *       "total": 192
                         *     }
                         */
                        "application/json": {
                            cart: {
                                category_id: number;
                                category_name: string;
                                /** @description Months: 3, 6 or 12 */
                                duration: number;
                                /**
                                 * @description ecus (shown as "Standard") or eth (shown as "ETH")
                                 * @enum {string}
                                 */
                                exam_type: "ecus" | "eth";
                                /** @description The access would end on this day if bought today */
                                expiration_date: string;
                                /** @description In the cart since an earlier checkout whose payment was declined or replaced */
                                from_earlier_attempt: boolean;
                                /** @description The learner already holds this programme with this exam type until this day; buying extends it from there */
                                held_until: string | null;
                                /** @description The cart item id (for GET /api/shop/remove/{id}) */
                                id: number;
                                /** @description The price of this item for its duration, in CHF (the server’s price) */
                                price: number;
                                product_id: number;
                            }[];
                            /** @description Sum of the items’ prices in CHF */
                            total: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment provider the browser talks to
         * @description Public. Stripe.js is loaded only when the provider is stripe.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment configuration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The payment provider the browser talks to (Stripe.js only for stripe); null: payments are off
                             * @enum {string|null}
                             */
                            provider: "stripe" | "demo" | null;
                            /** @description Stripe’s publishable key (stripe only) */
                            publishable_key: string | null;
                        };
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Removes an item from the cart
         * @description Answers the cart after the removal. 404 when the item is not in the caller’s cart.
         *
         *     Error codes: `shop.added`, `shop.cart_empty`, `shop.cart_item_not_found`, `shop.category_not_found`, `shop.duration_invalid`, `shop.exam_type_invalid`, `shop.generated`, `shop.payment_start_failed`, `shop.payments_unavailable`, `shop.product_not_found`, `shop.provide_user_info`, `shop.removed`, `shop.terms_required`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart: {
                                category_id: number;
                                category_name: string;
                                /** @description Months: 3, 6 or 12 */
                                duration: number;
                                /**
                                 * @description ecus (shown as "Standard") or eth (shown as "ETH")
                                 * @enum {string}
                                 */
                                exam_type: "ecus" | "eth";
                                /** @description The access would end on this day if bought today */
                                expiration_date: string;
                                /** @description In the cart since an earlier checkout whose payment was declined or replaced */
                                from_earlier_attempt: boolean;
                                /** @description The learner already holds this programme with this exam type until this day; buying extends it from there */
                                held_until: string | null;
                                /** @description The cart item id (for GET /api/shop/remove/{id}) */
                                id: number;
                                /** @description The price of this item for its duration, in CHF (the server’s price) */
                                price: number;
                                product_id: number;
                            }[];
                            /** @description What happened, in words for the user */
                            message: string;
                            /** @description Sum of the items’ prices in CHF */
                            total: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learner’s statistics for a category
         * @description Answers per day (last 30 days), cards due per day (next 30 days), recall on exam day, and mastery per chapter.
         *
         *     Error codes: `memory.category_not_found`, `memory.date_invalid`, `memory.date_range`, `memory.no_access`, `memory.no_programme`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Learner statistics */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The last 30 days, oldest first */
                            answers_per_day: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                date: string;
                                right: number;
                                wrong: number;
                            }[];
                            category: {
                                id: number;
                                title: string;
                            };
                            /** @description The child categories */
                            chapters: {
                                cards: number;
                                id: number;
                                /** @description Progress block (7 levels) */
                                levels: {
                                    /** @description Number of items (the sum of p) */
                                    n: number;
                                    /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                    p: number[];
                                };
                                mastered: number;
                                /** @description Mean predicted recall (%) on exam day */
                                recall_on_exam: number | null;
                                title: string;
                            }[];
                            /** @description The next 30 days from today */
                            due_per_day: {
                                cards: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                date: string;
                            }[];
                            /** @description Exam plan */
                            exam: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the last day of access to the programme
                                 */
                                access_until: string | null;
                                /** @description Answers given to the subtree’s cards so far */
                                answers: number;
                                /** @description Answers before the prediction is shown (too_few_answers) */
                                answers_needed: number | null;
                                /** @description Cards in the category’s subtree */
                                cards: number;
                                /** @description reviews per day until the exam to reach the target */
                                cards_per_day: number | null;
                                category_id: number;
                                /** @description true when the learner set the exam date */
                                custom: boolean;
                                /** @description Days until the exam date */
                                days_left: number | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the exam date when none is set (the access expiry)
                                 */
                                default_exam_date: string | null;
                                /** @description Cards due for review today */
                                due_today: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the learner’s own or, by default, the access expiry
                                 */
                                exam_date: string | null;
                                /** @description Cards never answered */
                                new_cards: number;
                                /** @description mean predicted recall (%) of the category’s cards on exam day if nothing more is studied */
                                predicted_recall: number | null;
                                /** @description Upper end (%) of that range */
                                predicted_recall_high: number | null;
                                /** @description Lower end (%) of the range the true recall on exam day likely lies in */
                                predicted_recall_low: number | null;
                                /**
                                 * @description How to show predicted_recall: not_started (nothing answered: say so, not 0 %), too_few_answers (withheld until answers_needed answers), range (with predicted_recall_low..high, the widest error the learning benchmark found in its simulated memory worlds, docs/learning.md); null without a programme
                                 * @enum {string|null}
                                 */
                                prediction: "not_started" | "too_few_answers" | "range" | null;
                                /** @description The programme (bought category) whose exam the cards aim at; null for teachers and all-access learners */
                                programme: {
                                    id: number;
                                    title: string;
                                } | null;
                                /** @description The recall (%) reviews are spaced for until the exam (the last review before it keeps target_retention on exam day) */
                                spacing_retention: number;
                                /** @description The recall (%) aimed at on exam day */
                                target_retention: number;
                            };
                            /** @description The learner’s cards of the subtree over the 7 levels */
                            levels: {
                                /** @description Number of items (the sum of p) */
                                n: number;
                                /** @description Cards per stack: p[0] never answered, p[1]..p[6] the six boxes */
                                p: number[];
                            };
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/theory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The theory items of a category
         * @description The theory items of category `id` the user may see, ordered by chapter, then name; `?children=1` adds those of all its visible descendants, `?parent=1` gives those of its visible ancestors instead. 404 when the category does not exist, 403 when it is outside the user’s access.
         *
         *     Error codes: `contents.bad_value`, `contents.no_access`, `contents.no_progress`, `contents.not_found`, `contents.updated`, `contents.watch_only`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1: the items of the category and all its visible descendants */
                    children?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    /** @description 1: the items of its visible ancestors (the "parent content" table) */
                    parent?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Content items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "contents": [
                         *         {
                         *           "id": 7,
                         *           "name": "Lineare Gleichungen",
                         *           "description": "Umformen und Lösen",
                         *           "relevance": 4,
                         *           "difficulty": 2,
                         *           "category_id": 4,
                         *           "file_path": "b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf",
                         *           "file_extension": "pdf",
                         *           "media_type": "document",
                         *           "content_type": "theory",
                         *           "solution_active": "1",
                         *           "solution_path": null,
                         *           "no_progress": false,
                         *           "file_url": "/storage/user_uploads/b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf?expires=1764180000&user=5&signature=Yk3…",
                         *           "solution_url": null,
                         *           "category": {
                         *             "id": 4,
                         *             "chapter": "1.2",
                         *             "title": "Gleichungen",
                         *             "path": "Mathematik › Algebra › Gleichungen"
                         *           },
                         *           "stack": 333
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            contents: {
                                /** @description Where the item is in the course tree */
                                category: {
                                    /** @description "1.2": 1-based positions below the programme; "" for the programme itself */
                                    chapter: string;
                                    id: number;
                                    /** @description Titles from the programme down, joined by " › " */
                                    path: string;
                                    title: string;
                                };
                                category_id: number;
                                /**
                                 * @description Theory or exercise
                                 * @enum {string}
                                 */
                                content_type: "theory" | "exercise";
                                description: string;
                                /** @description Difficulty, 1 to 5 */
                                difficulty: number;
                                /** @description A document’s extension (e.g. "pdf"); null for urls and videos */
                                file_extension: string | null;
                                /** @description A document’s stored file name, or the http(s) URL of a url or video */
                                file_path: string | null;
                                /** @description Where the item opens: a signed link /storage/user_uploads/{file_path}?expires&user&signature for a document (for this user, valid 4 to 8 hours), the URL itself for a url or video; null when missing */
                                file_url: string | null;
                                id: number;
                                /**
                                 * @description document: an uploaded file; url: a web page; video: a video link
                                 * @enum {string}
                                 */
                                media_type: "document" | "url" | "video";
                                /** @description The title; "//" marks a line break */
                                name: string;
                                /** @description true: the item carries no progress select (no stack is stored) */
                                no_progress: boolean;
                                /** @description Relevance, 1 to 5 */
                                relevance: number;
                                /**
                                 * @description "1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)
                                 * @enum {string}
                                 */
                                solution_active: "0" | "1";
                                /** @description The solution’s file name or URL; null when there is none, and for learners while solution_active is "0" */
                                solution_path: string | null;
                                /** @description The same for the solution; null when there is none or it is hidden from this user */
                                solution_url: string | null;
                                /** @description The user’s progress: 0 never read, 333 read, 666 understood, 1000 learned */
                                stack: number;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is in the trash (deleted in the last 30 days)
         * @description Error codes: `trash.category_trashed`, `trash.not_found`, `trash.purged`, `trash.restored`, `trash.role_user_gone`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The trash */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Newest first */
                            entries: {
                                /** @description Whole days until purge_at */
                                days_left: number;
                                /** Format: date-time */
                                deleted_at: string;
                                /** @description The user who deleted it; null once that user is gone */
                                deleted_by: number | null;
                                deleted_by_name: string | null;
                                id: number;
                                /**
                                 * @description What was deleted together: a category with its subtree, cards, contents, a lesson or a role
                                 * @enum {string}
                                 */
                                kind: "category" | "cards" | "contents" | "lesson" | "role";
                                /**
                                 * Format: date-time
                                 * @description When it is deleted for good (30 days after deleted_at)
                                 */
                                purge_at: string;
                                /** @description Cards or contents: the category they were deleted from (the title then lists their names); null otherwise and for batches deleted before it was kept */
                                source: string | null;
                                /** @description What went with it: counts of categories, cards, contents, roles, lessons */
                                summary: {
                                    [key: string]: number;
                                };
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a trash entry for good
         * @description Removes the rows and their progress; cannot be undone. 404 when it is no longer in the trash.
         *
         *     Error codes: `trash.category_trashed`, `trash.not_found`, `trash.purged`, `trash.restored`, `trash.role_user_gone`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry that was restored or deleted for good */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /**
                             * @description What was deleted together: a category with its subtree, cards, contents, a lesson or a role
                             * @enum {string}
                             */
                            kind: "category" | "cards" | "contents" | "lesson" | "role";
                            message: string;
                            title: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a trash entry where it was
         * @description A category goes back under its parent at its old position (at the top level when the parent is gone); cards, contents and roles into their category, refused with 422 while that category is itself in the trash. 422 with code `trash.role_user_gone` for a role whose user has been deleted (nothing is left to restore). 404 when the entry is no longer in the trash.
         *
         *     Error codes: `trash.category_trashed`, `trash.not_found`, `trash.purged`, `trash.restored`, `trash.role_user_gone`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry that was restored or deleted for good */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /**
                             * @description What was deleted together: a category with its subtree, cards, contents, a lesson or a role
                             * @enum {string}
                             */
                            kind: "category" | "cards" | "contents" | "lesson" | "role";
                            message: string;
                            title: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a user account
         * @description Removes the account with its sessions, progress, roles, cart and purchases (payments stay, unlinked). Only an admin deletes an admin (403); nobody deletes themselves (422).
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `rights.admin_only`, `rights.admin_target`, `rights.delete_admin`, `rights.delete_self`, `rights.not_allowed`, `rights.own_admin_right`, `rights.self_escalation`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`, `user_admin.deleted`, `user_admin.not_found`, `user_admin.rights_updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user was deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The deleted user */
                            id: number;
                            message: string;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/rights/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a user's rights
         * @description Teachers and admins change is_student, is_teacher and all_access; only an admin grants or revokes is_admin or changes an admin, and nobody raises their own rights (403); nobody removes their own admin right (422). Every change is written to the audit log. JSON or a multipart form.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `rights.admin_only`, `rights.admin_target`, `rights.delete_admin`, `rights.delete_self`, `rights.not_allowed`, `rights.own_admin_right`, `rights.self_escalation`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`, `user_admin.deleted`, `user_admin.not_found`, `user_admin.rights_updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The rights to set: 1/0 or true/false; a right left out (or empty) stays as it is */
            requestBody: {
                content: {
                    "application/json": {
                        all_access?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        is_admin?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        is_student?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        is_teacher?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                    "multipart/form-data": {
                        all_access?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        is_admin?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        is_student?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                        is_teacher?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description The rights were saved: the user with their rights now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description User */
                            user: {
                                address: string | null;
                                address_parent: string | null;
                                /**
                                 * @description Sees every programme without buying it
                                 * @enum {number}
                                 */
                                all_access: 0 | 1;
                                /**
                                 * Format: date
                                 * @description Calendar day, YYYY-MM-DD
                                 */
                                birthdate: string | null;
                                city: string | null;
                                city_parent: string | null;
                                country: string | null;
                                country_parent: string | null;
                                email: string;
                                email_parent: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the email address was confirmed; null until then
                                 */
                                email_verified_at: string | null;
                                first_name: string | null;
                                first_name_parent: string | null;
                                id: number;
                                /** @enum {number} */
                                is_admin: 0 | 1;
                                /** @enum {number} */
                                is_student: 0 | 1;
                                /**
                                 * @description Teacher mode: authoring, lessons, the admin panel
                                 * @enum {number}
                                 */
                                is_teacher: 0 | 1;
                                /**
                                 * @description The user's language (null: not chosen yet)
                                 * @enum {string|null}
                                 */
                                language: "de" | "en" | null;
                                last_name: string | null;
                                last_name_parent: string | null;
                                name: string;
                                /**
                                 * @description 1 when a parent is the contract partner (the *_parent fields apply)
                                 * @enum {number}
                                 */
                                parent: 0 | 1;
                                phone: string | null;
                                phone_parent: string | null;
                                zip: string | null;
                                zip_parent: string | null;
                            };
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or not visible to this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's active sessions (logged-in devices)
         * @description Newest use first; sessions idle longer than the idle limit are not listed.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `rights.admin_only`, `rights.admin_target`, `rights.delete_admin`, `rights.delete_self`, `rights.not_allowed`, `rights.own_admin_right`, `rights.self_escalation`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`, `user_admin.deleted`, `user_admin.not_found`, `user_admin.rights_updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's active sessions, most recently used first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: {
                                /**
                                 * Format: date-time
                                 * @description When this session logged in
                                 */
                                created_at: string;
                                /** @description The session making this request */
                                current: boolean;
                                /** @description Browser and system read from the user agent, e.g. "Firefox on Linux" */
                                device: string | null;
                                id: number;
                                /**
                                 * Format: date-time
                                 * @description Last request (recorded at most once a minute)
                                 */
                                last_used_at: string;
                                user_agent: string | null;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/logout-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out every other session
         * @description Ends every session of the user except the one making the request.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `rights.admin_only`, `rights.admin_target`, `rights.delete_admin`, `rights.delete_self`, `rights.not_allowed`, `rights.own_admin_right`, `rights.self_escalation`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`, `user_admin.deleted`, `user_admin.not_found`, `user_admin.rights_updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The other sessions were ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description How many other sessions (devices) were logged out */
                            other_sessions_ended: number;
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the profile, or change the password
         * @description Either profile fields (any subset; null or an empty string clears a text field), answered with the updated user; or `password`, `password_confirmation` and `current_password` only, which ends every other session and answers how many. 422 names the refused fields.
         *
         *     Error codes: `auth.account_locked`, `auth.bad_credentials`, `auth.email_invalid`, `auth.email_taken`, `auth.logged_out`, `auth.login_throttled`, `auth.name_required`, `auth.password_mismatch`, `auth.register_throttled`, `auth.reset_done`, `auth.reset_invalid`, `auth.reset_limited`, `auth.reset_sent`, `auth.terms_required`, `auth.user_returned`, `auth.verified`, `auth.verify_invalid`, `password.blank`, `password.common`, `password.control_characters`, `password.too_long`, `password.too_short`, `password.weak`, `rights.admin_only`, `rights.admin_target`, `rights.delete_admin`, `rights.delete_self`, `rights.not_allowed`, `rights.own_admin_right`, `rights.self_escalation`, `user.birthdate_past`, `user.current_password_required`, `user.current_password_wrong`, `user.other_sessions_ended`, `user.password_updated`, `user.updated`, `user_admin.deleted`, `user_admin.not_found`, `user_admin.rights_updated`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        address_parent?: string | null;
                        birthdate?: string | null;
                        city?: string | null;
                        city_parent?: string | null;
                        country?: string | null;
                        country_parent?: string | null;
                        current_password?: string;
                        email_parent?: (string | "") | null;
                        first_name?: string | null;
                        first_name_parent?: string | null;
                        /**
                         * @description The language the user reads: server messages and mails use it (else Accept-Language, else de)
                         * @enum {string}
                         */
                        language?: "de" | "en";
                        last_name?: string | null;
                        last_name_parent?: string | null;
                        name?: string;
                        parent?: 0 | 1 | ("0" | "1");
                        password?: string;
                        password_confirmation?: string;
                        phone?: string | null;
                        phone_parent?: string | null;
                        zip?: string | null;
                        zip_parent?: string | null;
                    };
                };
            };
            responses: {
                /** @description Profile fields: the updated user. A new password: the number of other sessions it ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description User */
                            user: {
                                address: string | null;
                                address_parent: string | null;
                                /**
                                 * @description Sees every programme without buying it
                                 * @enum {number}
                                 */
                                all_access: 0 | 1;
                                /**
                                 * Format: date
                                 * @description Calendar day, YYYY-MM-DD
                                 */
                                birthdate: string | null;
                                city: string | null;
                                city_parent: string | null;
                                country: string | null;
                                country_parent: string | null;
                                email: string;
                                email_parent: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the email address was confirmed; null until then
                                 */
                                email_verified_at: string | null;
                                first_name: string | null;
                                first_name_parent: string | null;
                                id: number;
                                /** @enum {number} */
                                is_admin: 0 | 1;
                                /** @enum {number} */
                                is_student: 0 | 1;
                                /**
                                 * @description Teacher mode: authoring, lessons, the admin panel
                                 * @enum {number}
                                 */
                                is_teacher: 0 | 1;
                                /**
                                 * @description The user's language (null: not chosen yet)
                                 * @enum {string|null}
                                 */
                                language: "de" | "en" | null;
                                last_name: string | null;
                                last_name_parent: string | null;
                                name: string;
                                /**
                                 * @description 1 when a parent is the contract partner (the *_parent fields apply)
                                 * @enum {number}
                                 */
                                parent: 0 | 1;
                                phone: string | null;
                                phone_parent: string | null;
                                zip: string | null;
                                zip_parent: string | null;
                            };
                        } | {
                            message: string;
                            /** @description How many other sessions (devices) were logged out */
                            other_sessions_ended: number;
                        };
                    };
                };
                /** @description The request is malformed (the body is not valid JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The request or file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publicFiles/json/lessonData.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lesson data file: rooms and meeting accounts
         * @description Teachers and admins only: the accounts carry meeting links and passwords. Also served at /publicFiles/json/lessonData.json.
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`, `form.fill_in_all_fields`, `lessons.calendar_not_found`, `lessons.category_missing`, `lessons.category_not_found`, `lessons.content_missing`, `lessons.date_invalid`, `lessons.end_before_start`, `lessons.file_attached`, `lessons.file_not_found`, `lessons.file_removed`, `lessons.file_too_large`, `lessons.file_type`, `lessons.file_updated`, `lessons.fill_in_all_fields`, `lessons.flag_invalid`, `lessons.lesson_created`, `lessons.lesson_deleted`, `lessons.lesson_not_found`, `lessons.lesson_updated`, `lessons.link_invalid`, `lessons.range_too_long`, `lessons.time_invalid`, `lessons.too_long`, `lessons.type_fixed`, `lessons.type_invalid`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The lesson data file: rooms and meeting accounts (learner spec §3) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accDetails: {
                                id: number;
                                link: string;
                                meetingID: string;
                                name: string;
                                password: string;
                            }[];
                            rooms: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, or the session has ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Logged in, but not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/thumbnails/{id}-{side}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The thumbnail of an image card’s front (a) or back (b) picture (signed link)
         * @description A PNG of at most 300×300 pixels. Opened only through the signed link in the card’s `thumbnails` (GET /api/cards/session/{categoryId}, GET /api/cards/read/{cardId}); no bearer token. The card’s category must still be visible to the user the link was made for, and the link ends with the session it was made in (logout, password or rights change). `Cache-Control: private, no-cache`: send the `ETag` back in `If-None-Match` for a 304. 404, one answer for all: the link is missing, tampered with, expired, ended or not yours, the card is gone or no longer in your access, or it has no picture on that side.
         *
         *     Error codes: `cards.answer_invalid`, `cards.answer_not_stored`, `cards.answer_saved`, `cards.answer_time_future`, `cards.answer_time_too_old`, `cards.answered_at_invalid`, `cards.busy`, `cards.category_no_access`, `cards.category_not_found`, `cards.image_missing`, `cards.key_reused`, `cards.no_access`, `cards.no_image`, `cards.not_found`, `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The link’s expiry (seconds since 1970), as minted */
                    expires?: string;
                    /** @description The HMAC of path, expiry and user, as minted */
                    signature?: string;
                    /** @description The user the link was minted for, as minted */
                    user?: string;
                };
                header?: never;
                path: {
                    /** @description The image card */
                    id: number;
                    /** @description a: the front picture, b: the back picture */
                    side: "a" | "b";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thumbnail */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Not modified: the ETag given in If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description The link is not valid, the card is gone or no longer in your access, or it has no picture on that side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/thumbnails/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A thumbnail (signed link)
         * @description Opened only through a signed link minted by an API answer for the user who may see the item (`url`, `image`, `file_url`, `solution_url`, … or GET /api/file/link/{name}): `?expires=…&user=…&signature=…`; no bearer token. A link lives at most one hour and ends at once with the session it was made in (logout, logging out other devices, a password change, a rights or role change, deletion of the account). Sent with its content type (PDF, PNG, JPEG, or an audio clip: MP3, OGG/Opus, M4A) and `Cache-Control: private, no-store` (never kept in a browser or proxy cache). 404, one answer for all: no such file, or the link is missing, tampered with, expired, ended or not yours (reload the page for a fresh one).
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The link’s expiry (seconds since 1970), as minted */
                    expires?: string;
                    /** @description The HMAC of path, expiry and user, as minted */
                    signature?: string;
                    /** @description The user the link was minted for, as minted */
                    user?: string;
                };
                header?: never;
                path: {
                    /** @description The stored file name */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "audio/mp4": string;
                        "audio/mpeg": string;
                        "audio/ogg": string;
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description No such file, or the link is not valid (expired, ended with the session, tampered with or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/user_uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file (signed link)
         * @description Opened only through a signed link minted by an API answer for the user who may see the item (`url`, `image`, `file_url`, `solution_url`, … or GET /api/file/link/{name}): `?expires=…&user=…&signature=…`; no bearer token. A link lives at most one hour and ends at once with the session it was made in (logout, logging out other devices, a password change, a rights or role change, deletion of the account). Sent with its content type (PDF, PNG, JPEG, or an audio clip: MP3, OGG/Opus, M4A) and `Cache-Control: private, no-store` (never kept in a browser or proxy cache). 404, one answer for all: no such file, or the link is missing, tampered with, expired, ended or not yours (reload the page for a fresh one).
         *
         *     Error codes: `file.deleted`, `file.files_elsewhere`, `file.in_use`, `file.link_invalid`, `file.name_invalid`, `file.not_found`, `file.picture_type`, `file.required`, `file.too_large`, `file.type`, `file.unreadable_image`, `file.uploaded`; and the shared `validation.*`, `access.*`, `request.*`, `server.*`, `storage.*`, `database.*`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The link’s expiry (seconds since 1970), as minted */
                    expires?: string;
                    /** @description The HMAC of path, expiry and user, as minted */
                    signature?: string;
                    /** @description The user the link was minted for, as minted */
                    user?: string;
                };
                header?: never;
                path: {
                    /** @description The stored file name */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "audio/mp4": string;
                        "audio/mpeg": string;
                        "audio/ogg": string;
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description No such file, or the link is not valid (expired, ended with the session, tampered with or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names the fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An unexpected fault (never carries internals) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A dependency is unavailable or a time limit ended the work: try again (Retry-After when known) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Error */
        Error: {
            /** @description A stable code for the error (e.g. `auth.invalid_credentials`): clients translate by it, with `params` */
            code: string;
            /** @description Per field (dotted path) the messages of a refused form, in the caller's language */
            errors?: {
                [key: string]: string[];
            };
            /** @description Per field the codes of `errors` with their parameters (`field` names the field): translate by them */
            fields?: {
                [key: string]: {
                    code: string;
                    params: {
                        [key: string]: string | number;
                    };
                }[];
            };
            /** @description What went wrong and what to do, in the caller's language (account, Accept-Language, German) */
            message: string;
            /** @description The code's parameters, e.g. `{ seconds: 900 }` for `auth.account_locked` */
            params?: {
                [key: string]: string | number;
            };
        };
        /** @description Error */
        ErrorInput: {
            /** @description A stable code for the error (e.g. `auth.invalid_credentials`): clients translate by it, with `params` */
            code: string;
            /** @description Per field (dotted path) the messages of a refused form, in the caller's language */
            errors?: {
                [key: string]: string[];
            };
            /** @description Per field the codes of `errors` with their parameters (`field` names the field): translate by them */
            fields?: {
                [key: string]: {
                    code: string;
                    params: {
                        [key: string]: string | number;
                    };
                }[];
            };
            /** @description What went wrong and what to do, in the caller's language (account, Accept-Language, German) */
            message: string;
            /** @description The code's parameters, e.g. `{ seconds: 900 }` for `auth.account_locked` */
            params?: {
                [key: string]: string | number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
