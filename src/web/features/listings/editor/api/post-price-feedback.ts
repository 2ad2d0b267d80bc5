import {
  type PriceFeedback,
  type PriceFeedbackRequest,
  priceFeedbackResponseSchema,
} from '@shared/pricing/pricing.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

export async function postPriceFeedback(feedback: PriceFeedbackRequest): Promise<PriceFeedback> {
  const response = await apiClient.post('/price-feedback', feedback, { schema: priceFeedbackResponseSchema });
  return response.data.feedback;
}

export function usePostPriceFeedback() {
  return useMutation({ mutationFn: postPriceFeedback });
}
