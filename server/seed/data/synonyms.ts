/**
 * Words shoppers spell several ways, by group: searching any term also matches the others.
 * Single lower-case words only, because the search expands a query word by word (native scripts
 * have no case).
 *
 * Each group holds its Latin spellings (English and transliterations) and the food's name in the
 * store's other languages, written in their own scripts: Urdu (Perso-Arabic), Hindi (Devanagari),
 * Bengali, and Arabic where the food has an everyday Arabic word. A shopper who types آٹا or आटा
 * finds the atta. Spelling variants shoppers type are welcome; the search folds some of them
 * itself (server/modules/catalog/searchText.ts: hamza and madda, nukta, Arabic against Urdu kaf,
 * yeh and heh), so listing both is harmless but not needed.
 */
export interface SynonymForms {
  latin: readonly string[];
  /** Urdu in Perso-Arabic script. */
  ur: readonly string[];
  /** Hindi in Devanagari. */
  hi: readonly string[];
  bn: readonly string[];
  /** Only where the food has an everyday Arabic word. */
  ar?: readonly string[];
}

export const synonymForms: Readonly<Record<string, SynonymForms>> = {
  atta: { latin: ["atta", "aata", "ata"], ur: ["آٹا"], hi: ["आटा"], bn: ["আটা"] },
  toor: {
    latin: ["toor", "arhar", "tuvar", "tur", "toovar"],
    ur: ["ارہر", "تور"],
    hi: ["तूर", "अरहर", "तुअर", "तुवर"],
    bn: ["অড়হর", "তুর"],
  },
  dahi: {
    latin: ["dahi", "curd", "yogurt", "yoghurt"],
    ur: ["دہی"],
    hi: ["दही"],
    bn: ["দই"],
    ar: ["زبادي"],
  },
  rice: {
    latin: ["rice", "chawal", "chaval"],
    ur: ["چاول"],
    hi: ["चावल"],
    bn: ["চাল"],
    ar: ["أرز", "ارز", "رز"],
  },
  milk: {
    latin: ["milk", "doodh", "dudh"],
    ur: ["دودھ"],
    hi: ["दूध"],
    bn: ["দুধ"],
    ar: ["حليب"],
  },
  sugar: {
    latin: ["sugar", "chini", "cheeni"],
    ur: ["چینی", "شکر"],
    hi: ["चीनी", "शक्कर"],
    bn: ["চিনি"],
    ar: ["سكر"],
  },
  butter: {
    latin: ["butter", "makhan", "makkhan"],
    ur: ["مکھن"],
    hi: ["मक्खन"],
    bn: ["মাখন"],
    ar: ["زبدة"],
  },
  egg: {
    latin: ["egg", "eggs", "anda", "ande"],
    ur: ["انڈا", "انڈے"],
    hi: ["अंडा", "अंडे", "अण्डा", "अण्डे"],
    bn: ["ডিম"],
    ar: ["بيض", "بيضة"],
  },
  paneer: { latin: ["paneer", "panir"], ur: ["پنیر"], hi: ["पनीर"], bn: ["পনির"] },
  besan: { latin: ["besan", "gram"], ur: ["بیسن"], hi: ["बेसन"], bn: ["বেসন"] },
  turmeric: {
    latin: ["turmeric", "haldi"],
    ur: ["ہلدی"],
    hi: ["हल्दी"],
    bn: ["হলুদ"],
    ar: ["كركم"],
  },
  cumin: {
    latin: ["cumin", "jeera", "zeera"],
    ur: ["زیرہ"],
    hi: ["जीरा", "ज़ीरा"],
    bn: ["জিরা"],
    ar: ["كمون"],
  },
  coriander: {
    latin: ["coriander", "dhania", "dhaniya", "cilantro"],
    ur: ["دھنیا"],
    hi: ["धनिया"],
    bn: ["ধনে", "ধনিয়া"],
    ar: ["كزبرة"],
  },
  chilli: {
    latin: ["chilli", "chili", "chillies", "mirch"],
    ur: ["مرچ"],
    hi: ["मिर्च", "मिर्ची"],
    bn: ["লঙ্কা", "মরিচ"],
    ar: ["فلفل"],
  },
  salt: { latin: ["salt", "namak"], ur: ["نمک"], hi: ["नमक"], bn: ["লবণ", "নুন"], ar: ["ملح"] },
  tea: { latin: ["tea", "chai"], ur: ["چائے", "چاے"], hi: ["चाय"], bn: ["চা"], ar: ["شاي"] },
  ghee: { latin: ["ghee", "ghi"], ur: ["گھی"], hi: ["घी"], bn: ["ঘি"], ar: ["سمن"] },
  cardamom: {
    latin: ["cardamom", "elaichi", "elachi"],
    ur: ["الائچی"],
    hi: ["इलायची"],
    bn: ["এলাচ"],
    ar: ["هيل", "حبهان"],
  },
  ginger: {
    latin: ["ginger", "adrak"],
    ur: ["ادرک"],
    hi: ["अदरक"],
    bn: ["আদা"],
    ar: ["زنجبيل"],
  },
  garlic: {
    latin: ["garlic", "lehsun", "lahsun"],
    ur: ["لہسن"],
    hi: ["लहसुन"],
    bn: ["রসুন"],
    ar: ["ثوم"],
  },
  onion: {
    latin: ["onion", "onions", "pyaz", "pyaaz"],
    ur: ["پیاز"],
    hi: ["प्याज़", "प्याज"],
    bn: ["পেঁয়াজ", "পিঁয়াজ", "পেয়াজ"],
    ar: ["بصل"],
  },
  potato: {
    latin: ["potato", "potatoes", "aloo", "alu"],
    ur: ["آلو"],
    hi: ["आलू"],
    bn: ["আলু"],
    ar: ["بطاطس", "بطاطا"],
  },
  vegetables: {
    latin: ["vegetables", "sabzi", "sabji"],
    ur: ["سبزی", "سبزیاں"],
    hi: ["सब्ज़ी", "सब्जी", "सब्ज़ियाँ", "सब्जियां"],
    bn: ["সবজি"],
    ar: ["خضار", "خضروات"],
  },
  moong: {
    latin: ["moong", "mung"],
    ur: ["مونگ"],
    hi: ["मूंग", "मूँग"],
    bn: ["মুগ"],
    ar: ["ماش"],
  },
  masoor: {
    latin: ["masoor", "lentil", "lentils"],
    ur: ["مسور"],
    hi: ["मसूर"],
    bn: ["মসুর"],
    ar: ["عدس"],
  },
  chana: {
    latin: ["chana", "chickpea", "chickpeas", "chole", "channa"],
    ur: ["چنا", "چنے"],
    hi: ["चना", "चने", "छोले"],
    bn: ["ছোলা"],
    ar: ["حمص"],
  },
  okra: {
    latin: ["okra", "bhindi", "bhendi"],
    ur: ["بھنڈی"],
    hi: ["भिंडी", "भिण्डी"],
    bn: ["ঢেঁড়স", "ভেন্ডি"],
    ar: ["بامية"],
  },
  spinach: {
    latin: ["spinach", "palak"],
    ur: ["پالک"],
    hi: ["पालक"],
    bn: ["পালং"],
    ar: ["سبانخ"],
  },
  semolina: {
    latin: ["semolina", "sooji", "suji", "rava"],
    ur: ["سوجی"],
    hi: ["सूजी", "सुजी", "रवा"],
    bn: ["সুজি"],
    ar: ["سميد"],
  },
  vermicelli: {
    latin: ["vermicelli", "seviyan", "sevai", "semiya"],
    ur: ["سویاں", "سیویاں"],
    hi: ["सेवइयां", "सेवई", "सेंवई"],
    bn: ["সেমাই"],
    ar: ["شعيرية"],
  },
  dates: {
    latin: ["dates", "khajoor", "khajur"],
    ur: ["کھجور"],
    hi: ["खजूर"],
    bn: ["খেজুর"],
    ar: ["تمر", "بلح"],
  },
  // Bengali বাদাম alone is most often the peanut (চিনাবাদাম): the almond is কাঠবাদাম.
  almonds: {
    latin: ["almonds", "almond", "badam"],
    ur: ["بادام"],
    hi: ["बादाम"],
    bn: ["কাঠবাদাম"],
    ar: ["لوز"],
  },
  jaggery: {
    latin: ["jaggery", "gur", "gud"],
    ur: ["گڑ"],
    hi: ["गुड़", "गुड"],
    bn: ["গুড়"],
  },
  pickle: {
    latin: ["pickle", "pickles", "achar", "achaar"],
    ur: ["اچار"],
    hi: ["अचार"],
    bn: ["আচার"],
    ar: ["مخلل"],
  },
};

/** Every group's terms, Latin first: what the seed writes to search_synonyms. */
export const synonymGroups: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(synonymForms).map(([group, forms]) => [
    group,
    [...forms.latin, ...forms.ur, ...forms.hi, ...forms.bn, ...(forms.ar ?? [])],
  ]),
);
