import Reporting
