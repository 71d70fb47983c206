/** The people the simulated store answers with: riders deliver and chat, the agent runs support. */
export interface StaffSeed {
  firstName: string;
  lastName: string;
  phone: string;
  role: "rider" | "support";
  bio: string | null;
  pastOrders: number;
}

export const staffSeeds: readonly StaffSeed[] = [
  {
    firstName: "Support",
    lastName: "Team",
    phone: "+15555550100",
    role: "support",
    bio: null,
    pastOrders: 0,
  },
  {
    firstName: "Bilal",
    lastName: "Qureshi",
    phone: "+15555550101",
    role: "rider",
    bio: "Rides a cargo e-bike across Queens and Brooklyn. Fond of cricket.",
    pastOrders: 1284,
  },
  {
    firstName: "Maria",
    lastName: "Santos",
    phone: "+15555550102",
    role: "rider",
    bio: "Five years of careful deliveries; never squashes the bread.",
    pastOrders: 2310,
  },
  {
    firstName: "Dev",
    lastName: "Patel",
    phone: "+15555550103",
    role: "rider",
    bio: "Knows every loading dock on the North Side.",
    pastOrders: 874,
  },
  {
    firstName: "Amara",
    lastName: "Okafor",
    phone: "+15555550104",
    role: "rider",
    bio: "Weekend rider, weekday nurse. Always on time.",
    pastOrders: 412,
  },
];
