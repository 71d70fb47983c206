/** Spec sections 2 and 3: the rider panel shown while the order is dispatched. */
export const riderPanelText = {
  heading: "Your Rider",
  pastOrders: (count: number) =>
    `${count.toLocaleString("en-US")} past ${count === 1 ? "order" : "orders"}`,
};
