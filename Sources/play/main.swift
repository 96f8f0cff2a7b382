import Foundation
import PlayKit

// The executable only names the lectures; PlayKit plays them.
exit(Play.main(stages: playableStages))
