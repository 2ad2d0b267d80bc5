import { pricingEndpoints } from '@shared/pricing/pricing.endpoints';
import type { PriceFeedback, PriceFeedbackRequest } from '@shared/pricing/pricing.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

export async function postPriceFeedback(feedback: PriceFeedbackRequest): Promise<PriceFeedback> {
  const response = await apiClient.call(pricingEndpoints.submitPriceFeedback, { body: feedback });
  return response.data.feedback;
}

export function usePostPriceFeedback() {
  return useMutation({ mutationFn: postPriceFeedback });
}
