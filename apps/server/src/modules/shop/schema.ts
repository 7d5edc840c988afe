import { z } from 'zod';
import { isShopDuration, SHOP_EXAM_TYPES } from '@portal/core';
import { Boolish, Id } from '../../lib/params.js';

export const SHOP_MESSAGES = {
  /** The shop's prompt for a user whose profile is not verified (learner spec §4, §8). */
  provideUserInfo: 'Please provide valid user info',
  productNotFound: 'Product not found',
  cartItemNotFound: 'Cart item not found',
  examTypeInvalid: 'The selected exam type is invalid.',
  durationInvalid: 'The selected duration is invalid.',
  cartEmpty: 'Your cart is empty.',
  termsRequired: 'You must accept the terms and conditions.',
  added: 'Product added to cart',
  removed: 'Product removed from cart',
  paymentsUnavailable: 'Payments are not available at the moment.',
  paymentStartFailed: 'The payment could not be started. Please try again later.',
  categoryNotFound: 'Category not found',
  generated: 'Category generated',
} as const;

export const AddParams = z.object({ id: Id });

export const AddQuery = z.object({
  exam_type: z.enum(SHOP_EXAM_TYPES, { error: SHOP_MESSAGES.examTypeInvalid }),
  duration: z.coerce
    .number({ error: SHOP_MESSAGES.durationInvalid })
    .refine(isShopDuration, { error: SHOP_MESSAGES.durationInvalid }),
});

export const RemoveParams = z.object({ id: Id });

export const BuyQuery = z.object({
  terms: Boolish.optional().catch(false),
});

export const GenerateParams = z.object({ categoryId: Id });
