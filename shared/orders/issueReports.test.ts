import { describe, expect, it } from "vitest";
import {
  canReportIssue,
  ISSUE_REFUSALS,
  ISSUE_REPORT_WINDOW_MS,
  issueExplanations,
  issueReportRefusal,
  refundsAtOnce,
  reportQtyRefusal,
} from "./issueReports";

const DAY = 24 * 60 * 60 * 1000;
const deliveredAt = new Date("2026-11-20T12:00:00Z");
const at = (msAfterDelivery: number) => new Date(deliveredAt.getTime() + msAfterDelivery);

describe("issueReportRefusal", () => {
  it("allows a delivered order until 7 days after delivery, and not at 7 days", () => {
    for (const status of ["SHIPPED", "TO_REVIEW", "COMPLETED"]) {
      expect(issueReportRefusal({ status, deliveredAt }, at(0))).toBeNull();
      expect(
        issueReportRefusal({ status, deliveredAt }, at(ISSUE_REPORT_WINDOW_MS - 1)),
      ).toBeNull();
      expect(issueReportRefusal({ status, deliveredAt }, at(ISSUE_REPORT_WINDOW_MS))).toBe(
        ISSUE_REFUSALS.windowClosed,
      );
    }
  });

  it("refuses an order not delivered, or without a delivery time", () => {
    for (const status of ["PENDING_PROCESSING", "PENDING_DISPATCHED", "CANCELLED", "RETURNED"]) {
      expect(issueReportRefusal({ status, deliveredAt }, at(0))).toBe(ISSUE_REFUSALS.notDelivered);
    }
    expect(issueReportRefusal({ status: "SHIPPED", deliveredAt: null }, at(0))).toBe(
      ISSUE_REFUSALS.notDelivered,
    );
  });
});

describe("canReportIssue", () => {
  it("is true within the window and under the per-order limit only", () => {
    const order = { status: "COMPLETED", deliveredAt };
    expect(canReportIssue(order, 2, 3, at(DAY))).toBe(true);
    expect(canReportIssue(order, 3, 3, at(DAY))).toBe(false);
    expect(canReportIssue(order, 0, 3, at(ISSUE_REPORT_WINDOW_MS))).toBe(false);
  });
});

describe("the words of a report", () => {
  it("refunds missing and damaged items at once, and no other reason", () => {
    expect(refundsAtOnce("MISSING")).toBe(true);
    expect(refundsAtOnce("DAMAGED")).toBe(true);
    expect(refundsAtOnce("WRONG_ITEM")).toBe(false);
    expect(refundsAtOnce("POOR_QUALITY")).toBe(false);
    expect(refundsAtOnce("POOR_REPLACEMENT")).toBe(false);
  });

  it("says what was refunded for which items and why", () => {
    expect(
      issueExplanations.refunded(
        624,
        [
          { qty: 1, name: "Basmati Rice 5 kg" },
          { qty: 2, name: "Mustard Oil 1 L" },
        ],
        "DAMAGED",
      ),
    ).toBe("Refunded $6.24 for 1 × Basmati Rice 5 kg, 2 × Mustard Oil 1 L (damaged).");
    expect(issueExplanations.monthlyCap(5000)).toBe(
      "Sent to our support team: this refund would pass the monthly refund limit of $50.00.",
    );
  });

  it("names the item and the figures when too many are reported", () => {
    expect(reportQtyRefusal("Ghee", { delivered: 3, reported: 1, asked: 3 })).toBe(
      "At most 2 × Ghee can be reported (3 delivered, 1 already reported); you asked for 3.",
    );
    expect(reportQtyRefusal("Ghee", { delivered: 1, reported: 1, asked: 1 })).toMatch(
      /already reported/,
    );
    expect(reportQtyRefusal("Ghee", { delivered: 0, reported: 0, asked: 1 })).toMatch(
      /not delivered/,
    );
  });
});
