import type { SandboxLanguage } from './sandbox-defaults';
import type { TestCard } from './test-cards';

/** What the cardholder submitted on the payment page, and what the "bank" decided. */
export interface CardPayment {
  card: TestCard;
  expiration: string;
  cardholderName: string;
  /** Given by the issuer to an accepted payment only. */
  approvalCode: string | undefined;
  ip: string;
}

export interface SandboxOrder {
  orderId: string;
  orderNumber: string;
  amountCentimes: number;
  currency: string;
  language: SandboxLanguage;
  returnUrl: string;
  failUrl: string;
  description: string | undefined;
  /** udf1..udf5 of the registered jsonParams, echoed in the acknowledgement's params. */
  udfs: Record<string, string>;
  payment: CardPayment | undefined;
  /** The "acknowledge times out" card's one slow acknowledgement has been made. */
  slowAcknowledgementDone?: boolean;
}

/** The sandbox keeps its orders in memory: a restart forgets them, as a test platform may. */
export class SandboxOrders {
  private readonly byId = new Map<string, SandboxOrder>();
  private readonly usedNumbers = new Set<string>();

  get(orderId: string | undefined): SandboxOrder | undefined {
    return orderId ? this.byId.get(orderId) : undefined;
  }

  isNumberUsed(orderNumber: string): boolean {
    return this.usedNumbers.has(orderNumber);
  }

  add(order: SandboxOrder): void {
    this.byId.set(order.orderId, order);
    this.usedNumbers.add(order.orderNumber);
  }
}
