// The contract's DietFilter values in its order (the chips', the counts' and the URL's) are the
// shared rule's, as the server and the mock read them.
export {
  DIET_FILTERS,
  inDietFilterOrder as inFilterOrder,
  isDietFilter,
} from "../../../shared/catalog";
