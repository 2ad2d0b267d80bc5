import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { apiClient } from '../../../lib/api';

/** `POST /api/checkout/handoffs`: a figure, so a failure is only logged and never bothers the buyer. */
export async function recordCheckoutHandoff(listingId: string, channel: string, latencyMs: number) {
  try {
    await apiClient.call(ordersEndpoints.recordCheckoutHandoff, { body: { listingId, channel, latencyMs } });
  } catch (error) {
    console.warn('Checkout hand-off latency not recorded', error);
  }
}
